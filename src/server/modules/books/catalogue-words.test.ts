import { describe, expect, it } from 'vitest';
import { CatalogueWords } from './catalogue-words';

const words = new CatalogueWords([
  { word: 'calculus', books: 1543 },
  { word: 'calculation', books: 12 },
  { word: 'রিমান্ডে', books: 3 },
  { word: 'habits', books: 40 },
]);

describe('the catalogue words kept in memory', () => {
  it("measures likeness as PostgreSQL's pg_trgm does, in either script", () => {
    // similarity('calclus', 'calculus') and similarity('রিমান্ড', 'রিমান্ডে') on PostgreSQL 15.
    expect(words.near('calclus', [])[0]).toMatchObject({ word: 'calculus', books: 1543 });
    expect(words.near('calclus', [])[0]!.likeness).toBeCloseTo(0.54545456, 6);
    expect(words.near('রিমান্ড', [])).toEqual([{ word: 'রিমান্ডে', books: 3, likeness: 0.7 }]);
  });

  it('offers no word less like the typed one than the threshold, and a known slip whatever its likeness', () => {
    expect(words.near('zebra', [])).toEqual([]);
    expect(words.has('habits')).toBe(true);
    expect(words.has('habist')).toBe(false);
    expect(words.near('hbaits', ['habits']).map((near) => near.word)).toEqual(['habits']);
  });
});
