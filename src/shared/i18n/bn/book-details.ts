import type { BOOK_DETAIL_MESSAGES as EN } from '../en/book-details';

export const BOOK_DETAIL_MESSAGES = {
  isbnInvalid: 'এটি সঠিক ISBN নয়। এর ১০ বা ১৩টি অঙ্ক আবার দেখুন।',
  isbnNotFound: 'এই ISBN-এর কোনো বই পাওয়া যায়নি। বইয়ের তথ্য নিজে লিখুন।',
  isbnUnavailable: 'এই মুহূর্তে বইটি খুঁজে দেখা গেল না। বইয়ের তথ্য নিজে লিখুন।',
  courseCodeInvalid: 'কোর্স কোড লিখুন CSE 101-এর মতো (সর্বোচ্চ ৫টি, কমা দিয়ে আলাদা করে)।',
  authorTooLong: 'লেখকের নাম সর্বোচ্চ ১২০ অক্ষরের হতে পারে।',
  editionTooLong: 'সংস্করণ সর্বোচ্চ ৬০ অক্ষরের হতে পারে।',
  departmentTooLong: 'ডিপার্টমেন্টের নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে।',
} as const satisfies Record<keyof typeof EN, string>;
