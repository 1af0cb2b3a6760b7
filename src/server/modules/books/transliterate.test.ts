import { describe, expect, it } from 'vitest';
import { hasBangla, latinSpelling, romanise } from './transliterate';

describe('Bangla in the Latin letters a student types', () => {
  it.each([
    ['পদ্মা নদীর মাঝি', 'padma nadir majhi'],
    ['হুমায়ূন আহমেদ', 'humayun ahmed'],
    ['হুমায়ুন', 'humayun'],
    ['পথের পাঁচালী', 'pather panchali'],
    ['হিমু সমগ্র', 'himu samagra'],
    ['রবীন্দ্রনাথ ঠাকুর', 'rabindranath thakur'],
    ['বিভূতিভূষণ বন্দ্যোপাধ্যায়', 'bibhutibhushan bandyopadhyay'],
    ['কাজী নজরুল ইসলাম', 'kaji najrul islam'],
    ['সত্যজিৎ রায়', 'satyajit ray'],
    ['উচ্চতর গণিত', 'ucchatar ganit'],
    ['পদার্থবিজ্ঞান', 'padarthabigyan'],
    ['শিক্ষা', 'shiksha'],
    ['বাংলাদেশ', 'bangladesh'],
  ])('%s → %s', (bangla, latin) => {
    expect(romanise(bangla)).toBe(latin);
  });

  it('drops the unwritten vowel at the end of a word but keeps it after a cluster', () => {
    expect(romanise('নদীর')).toBe('nadir');
    expect(romanise('সমগ্র')).toBe('samagra');
    expect(romanise('পদ্ম')).toBe('padma');
  });

  it('writes the same letters whether the dotted ones come precomposed or as letter and dot', () => {
    expect(romanise('\u09DC\u09BE')).toBe(romanise('\u09A1\u09BC\u09BE'));
    expect(romanise('বড়')).toBe('bar');
  });

  it('keeps Latin letters (in lower case) and reads Bangla digits as Latin ones', () => {
    expect(romanise('HSC পদার্থবিজ্ঞান ১ম পত্র')).toBe('hsc padarthabigyan 1ma patra');
    expect(romanise('Calculus')).toBe('calculus');
  });

  it('keeps a spelling only for a title or an author written in Bangla', () => {
    expect(latinSpelling('Introduction to Algorithms')).toBeNull();
    expect(latinSpelling(null)).toBeNull();
    expect(latinSpelling('হিমু')).toBe('himu');
    expect(hasBangla('১২৩')).toBe(false);
  });
});
