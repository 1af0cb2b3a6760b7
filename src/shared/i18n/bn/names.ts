import type { NAMES as EN } from '../en/names';

export const NAMES = {
  appName: 'বইপোকা',
  appTagline: '২০২২ সাল থেকে নির্ভরযোগ্য সেবা দিয়ে আসছি',
  noscript: 'বইপোকা চালাতে ব্রাউজারে জাভাস্ক্রিপ্ট চালু করুন।',
  'category.job-preparation': 'চাকরির প্রস্তুতি',
  'category.admission-test': 'ভর্তি পরীক্ষা',
  'category.university-academic': 'বিশ্ববিদ্যালয়ের পাঠ্যবই',
  'category.science-fiction': 'সায়েন্স ফিকশন',
  'category.novel-and-story': 'উপন্যাস ও গল্প',
  'category.others': 'অন্যান্য',
  'condition.Excellent': 'চমৎকার',
  'condition.Good': 'ভালো',
  'condition.Fair': 'মোটামুটি',
} as const satisfies Record<keyof typeof EN, string>;
