// What people are told of, in Bangla: the alerts a phone shows, the bell's list, the switches.
import type { NOTIFY as EN } from '../en/notify';

export const NOTIFY = {
  'push.message': '“{book}” নিয়ে {name} মেসেজ দিয়েছেন',
  'push.messages': '“{book}” নিয়ে {name}-এর {count, plural, other {#টি নতুন মেসেজ}}',
  'push.review': '{name} আপনাকে {stars, plural, other {#}} তারা দিয়েছেন',
  'push.wanted': 'আপনার সেভ করা সার্চের একটি বই',
  'push.wantedBody': '“{book}”, {price}',

  'app.install': 'অ্যাপ ইনস্টল করুন',
  'notify.title': 'নোটিফিকেশন',
  'notify.bell': 'নোটিফিকেশন',
  'notify.bellUnread': 'নোটিফিকেশন, {count, plural, other {#টি না-পড়া}}',
  'notify.empty':
    'এখনো কিছু নেই। মেসেজ, আপনার বুকিংয়ের খবর, রিভিউ আর সেভ করা সার্চের নতুন বই এখানে দেখাবে।',
  'notify.new': 'নতুন',
  'notify.settingsLink': 'কী কী জানানো হবে, বেছে নিন',
  'notify.booking': '“{book}” নিয়ে',
  'notify.wantedFor': 'আপনার সেভ করা সার্চে নতুন: “{book}”, {price}',
  'notify.status.sold': 'বিক্রি হয়ে গেছে',
  'notify.status.withdrawn': 'আর বিক্রির জন্য নেই',

  'notify.settings': 'কী কী জানানো হবে',
  'notify.settingsHelp':
    'অনুমতি দিলে এই ফোন বা কম্পিউটারে অ্যালার্ট আসবে; ই-মেইল যাবে আপনার লগইন ঠিকানায়। না-পড়া মেসেজের রিমাইন্ডার ই-মেইলে যায় কেবল তখনই, যখন কোনো অ্যালার্ট আপনার কাছে পৌঁছায়নি।',
  'notify.kind.message': 'মেসেজ',
  'notify.kind.booking': 'বুকিংয়ের খবর',
  'notify.kind.wanted': 'সেভ করা সার্চের বই',
  'notify.kind.review': 'আপনার রিভিউ',
  'notify.kind.moderation': 'রিপোর্টের সিদ্ধান্ত',
  'notify.noEmail': 'ইমেইলে পাঠানো হয় না',
  'notify.way.push': 'অ্যালার্ট',
  'notify.way.email': 'ই-মেইল',
  'notify.saved': 'সেভ হয়েছে',
  'notify.device': 'এই ডিভাইসে অ্যালার্ট',
  'notify.deviceOn': 'চালু',
  'notify.deviceOff': 'বন্ধ',
  'notify.deviceTurnOn': 'এখানে অ্যালার্ট চালু করুন',
  'notify.deviceTurnOff': 'এখানে অ্যালার্ট বন্ধ করুন',
  'notify.deviceBlocked':
    'এই ব্রাউজার বইপোকার অ্যালার্ট আটকে রেখেছে। ব্রাউজারের সেটিংসে এই সাইটের নোটিফিকেশন চালু করুন।',
  'notify.deviceHomeScreen':
    'আইফোন বা আইপ্যাডে অ্যালার্ট আসে হোম স্ক্রিনের বইপোকায়: শেয়ার চাপুন, তারপর অ্যাড টু হোম স্ক্রিন, আর সেখানে অ্যালার্ট চালু করুন।',
  'notify.deviceUnsupported': 'এই ব্রাউজার ওয়েবসাইটের অ্যালার্ট দেখাতে পারে না।',
  'notify.deviceDone': 'এই ডিভাইসে অ্যালার্ট চালু হয়েছে',
  'notify.deviceStopped': 'এই ডিভাইসে অ্যালার্ট বন্ধ হয়েছে',

  'notify.ask.seller': 'বিক্রেতা উত্তর দিলে জানতে চান?',
  'notify.ask.buyer': 'ক্রেতা উত্তর দিলে জানতে চান?',
  'notify.ask.why': 'বইপোকা বন্ধ থাকলেও এই ডিভাইসে অ্যালার্ট আসবে।',
  'notify.ask.yes': 'হ্যাঁ, জানাবেন',
  'notify.ask.no': 'এখন নয়',
} as const satisfies Record<keyof typeof EN, string>;
