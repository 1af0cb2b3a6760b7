import { describe, expect, it } from 'vitest';
import type { Campus } from '../../../shared/schemas/campuses';
import { campusInWords } from './words';

const campus = (id: string, name: string, nameBn: string, short: string, shortBn: string) =>
  ({ id, name, nameBn, short, shortBn, city: 'Dhaka', cityBn: 'ঢাকা' }) satisfies Campus;
const CAMPUSES = [
  campus('nsu', 'North South University', 'নর্থ সাউথ ইউনিভার্সিটি', 'NSU', 'এনএসইউ'),
  campus('ju', 'Jahangirnagar University', 'জাহাঙ্গীরনগর বিশ্ববিদ্যালয়', 'JU', 'জাবি'),
  campus('cu', 'University of Chittagong', 'চট্টগ্রাম বিশ্ববিদ্যালয়', 'CU', 'চবি'),
];

describe('a campus named in a search', () => {
  it('is found by its short name as a word of its own, and the other words are searched', () => {
    expect(campusInWords('NSU accounting', CAMPUSES)).toEqual({
      campusId: 'nsu',
      rest: 'accounting',
    });
    expect(campusInWords('জাবি', CAMPUSES)).toEqual({ campusId: 'ju', rest: '' });
  });
  it('is found by its whole name in either language', () => {
    expect(campusInWords('calculus north south university', CAMPUSES)).toEqual({
      campusId: 'nsu',
      rest: 'calculus',
    });
    expect(campusInWords('জাহাঙ্গীরনগর বিশ্ববিদ্যালয় পদার্থবিজ্ঞান', CAMPUSES)?.campusId).toBe('ju');
  });
  it('is not the letters inside a word, nor those of a course code', () => {
    expect(campusInWords('cute cats', CAMPUSES)).toBeNull();
    expect(campusInWords('CU 101 notes', CAMPUSES)).toBeNull();
    expect(campusInWords('cu-101', CAMPUSES)).toBeNull();
    expect(campusInWords('thermodynamics', CAMPUSES)).toBeNull();
  });
});
