import type { PASSWORD_RESET_MESSAGES as EN } from '../en/password-reset';

export const PASSWORD_RESET_MESSAGES = {
  linkSent:
    'ওই ইমেইলে কোনো অ্যাকাউন্ট থাকলে পাসওয়ার্ড রিসেট করার একটি লিংক পাঠানো হয়েছে। লিংকটি ১ ঘণ্টা পর্যন্ত কাজ করবে।',
  linkInvalid: 'পাসওয়ার্ড রিসেট করার এই লিংকটির মেয়াদ শেষ হয়ে গেছে, অথবা এটি আগেই ব্যবহার করা হয়েছে।',
  passwordsDiffer: 'পাসওয়ার্ড দুটি মিলছে না।',
  confirmRequired: 'নতুন পাসওয়ার্ডটি আবার লিখুন।',
  passwordChanged: 'আপনার পাসওয়ার্ড বদলানো হয়েছে। নতুন পাসওয়ার্ড দিয়ে লগইন করুন।',
} as const satisfies Record<keyof typeof EN, string>;
