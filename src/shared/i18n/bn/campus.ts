// The campus area's texts in Bangla.
import type { CAMPUS as EN } from '../en/campus';

export const CAMPUS = {
  campusUnknown: 'তালিকা থেকে আপনার ক্যাম্পাস বেছে নিন',
  'campus.label': 'ক্যাম্পাস',
  'campus.placeholder': 'আপনার বিশ্ববিদ্যালয়ের নাম লিখুন',
  'campus.none': '“{words}” নামে কোনো ক্যাম্পাস নেই',
  'campus.clear': 'কোনো ক্যাম্পাস নয়',
  'campus.optional': 'ঐচ্ছিক: আপনার বই আর তালিকা সেখান থেকে শুরু হবে',
  'campus.saved': 'আপনার ক্যাম্পাস সংরক্ষিত হয়েছে',
  'campus.all': 'সব ক্যাম্পাস',
  'campus.where': 'যেখানকার বই',
  'campus.another': 'অন্য ক্যাম্পাস',
} as const satisfies Record<keyof typeof EN, string>;
