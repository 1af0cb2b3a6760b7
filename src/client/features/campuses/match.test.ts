import { describe, expect, it } from 'vitest';
import type { Campus } from '../../../shared/schemas/campuses';
import { campusesMatching } from './match';

/** A few of the campuses as GET /api/campuses answers them. */
const all: Campus[] = [
  {
    id: 'buet',
    name: 'Bangladesh University of Engineering and Technology',
    nameBn: 'বাংলাদেশ প্রকৌশল বিশ্ববিদ্যালয়',
    short: 'BUET',
    shortBn: 'বুয়েট',
    city: 'Dhaka',
    cityBn: 'ঢাকা',
  },
  {
    id: 'ewu',
    name: 'East West University',
    nameBn: 'ইস্ট ওয়েস্ট ইউনিভার্সিটি',
    short: 'EWU',
    shortBn: 'ইডব্লিউইউ',
    city: 'Dhaka',
    cityBn: 'ঢাকা',
  },
  {
    id: 'jnu',
    name: 'Jagannath University',
    nameBn: 'জগন্নাথ বিশ্ববিদ্যালয়',
    short: 'JnU',
    shortBn: 'জবি',
    city: 'Dhaka',
    cityBn: 'ঢাকা',
  },
  {
    id: 'ju',
    name: 'Jahangirnagar University',
    nameBn: 'জাহাঙ্গীরনগর বিশ্ববিদ্যালয়',
    short: 'JU',
    shortBn: 'জাবি',
    city: 'Savar',
    cityBn: 'সাভার',
  },
  {
    id: 'nsu',
    name: 'North South University',
    nameBn: 'নর্থ সাউথ ইউনিভার্সিটি',
    short: 'NSU',
    shortBn: 'এনএসইউ',
    city: 'Dhaka',
    cityBn: 'ঢাকা',
  },
  {
    id: 'ruet',
    name: 'Rajshahi University of Engineering and Technology',
    nameBn: 'রাজশাহী প্রকৌশল ও প্রযুক্তি বিশ্ববিদ্যালয়',
    short: 'RUET',
    shortBn: 'রুয়েট',
    city: 'Rajshahi',
    cityBn: 'রাজশাহী',
  },
  {
    id: 'du',
    name: 'University of Dhaka',
    nameBn: 'ঢাকা বিশ্ববিদ্যালয়',
    short: 'DU',
    shortBn: 'ঢাবি',
    city: 'Dhaka',
    cityBn: 'ঢাকা',
  },
];
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
    expect(ids('  ')).toHaveLength(all.length);
    expect(ids('atlantis')).toEqual([]);
  });
});
