// Offline, in Bangla: the page a page never opened shows, and the banner over one that was.
import type { OFFLINE as EN, OFFLINE_PAGE as EN_PAGE } from '../en/offline';

export const OFFLINE_PAGE = {
  'offline.title': 'আপনি অফলাইনে আছেন',
  'offline.body':
    'বইপোকা ইন্টারনেটে পৌঁছাতে পারছে না, আর এই পেজটি এই ডিভাইসে রাখা হয়নি। আগে খোলা পেজগুলো আবার খুলবে।',
  'offline.retry': 'আবার চেষ্টা করুন',
  'offline.home': 'হোম',
} as const satisfies Record<keyof typeof EN_PAGE, string>;

export const OFFLINE = {
  'offline.banner': 'আপনি অফলাইনে আছেন: যা দেখছেন তা এই ডিভাইসে রাখা ছিল।',
} as const satisfies Record<keyof typeof EN, string>;
