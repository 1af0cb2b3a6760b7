// The shop area's texts in Bangla.
import type { SHOP as EN } from '../en/shop';

export const SHOP = {
  'shop.message': 'মেসেজ দিন',
  'shop.messageName': '{name}-কে মেসেজ দিন',
  'shop.signInToMessage':
    'বিক্রেতাকে মেসেজ দিতে আগে লগইন বা সাইন আপ করুন; তারপর এই পেজেই ফিরে আসবেন।',
  'shop.noBooks': 'এই মুহূর্তে {name}-এর বিক্রির জন্য কোনো বই নেই।',
  'shop.showCount': '{count, plural, other {#টি বই দেখুন}}',
  'shop.showCountOver': '{count}+ বই দেখুন',
  'shop.closeFilters': 'ফিল্টার বন্ধ করুন',
} as const satisfies Record<keyof typeof EN, string>;
