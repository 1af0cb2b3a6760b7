import { describe, expect, it } from 'vitest';
import campuses from '../../../server/db/campuses.json';
import type { Campus } from '../../../shared/schemas/campuses';
import { campusesMatching } from './match';

const all = campuses as Campus[];
const ids = (typed: string) => campusesMatching(all, typed).map((campus) => campus.id);

describe('the campus picker finds a campus', () => {
  it('by its short name typed whole, first among the names that start so', () => {
    expect(ids('ju')[0]).toBe('ju');
    expect(ids('BUET')[0]).toBe('buet');
  });
  it('by the start of any word of its name, in either script', () => {
    expect(ids('jahangir')).toEqual(['ju']);
    expect(ids('জাহাঙ্গীর')).toEqual(['ju']);
    expect(ids('জাবি')).toEqual(['ju']);
    expect(ids('north south')).toEqual(['nsu']);
  });
  it('by its city, and every word typed must match', () => {
    expect(ids('savar')).toContain('ju');
    expect(ids('savar dhaka')).toEqual([]);
    expect(ids('rajshahi engineering')).toEqual(['ruet']);
  });
  it('all of them when nothing is typed, none for words no campus has', () => {
    expect(ids('  ')).toHaveLength(83);
    expect(ids('atlantis')).toEqual([]);
  });
});
