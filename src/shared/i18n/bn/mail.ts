import type { MAIL as EN } from '../en/mail';

export const MAIL = {
  'mail.greeting': 'হ্যালো {name},',
  'mail.transaction': 'ট্রানজ্যাকশন আইডি: {id}',

  'mail.booked.subject': '{buyer} “{book}” বইটি বুক করেছেন',
  'mail.booked.body': '{buyer} আপনার “{book}” বইটি বুক করেছেন। দাম: {price}।',
  'mail.booked.phone': 'ফোন: {phone}',
  'mail.booked.untilAgreed':
    'দেখা করার সময় ঠিক হলে ক্রেতার ফোন নম্বর দেখতে পাবেন; ততক্ষণ তাঁকে মেসেজে লিখুন।',
  'mail.booked.messagesOnly': 'ক্রেতা শুধু মেসেজে যোগাযোগ রাখেন; তাঁকে মেসেজে লিখুন।',
  'mail.booked.place': 'ক্রেতা যেখানে দেখা করতে চান: {place}',
  'mail.booked.time': 'ক্রেতা যে সময় চান: {time} (ঢাকার সময়)। কথোপকথনে রাজি হন বা অন্য সময় জানান।',
  'mail.booked.buyers': 'আপনার সব ক্রেতা দেখুন: {url}',

  'mail.refunded.subject': 'টাকা ফেরত: “{book}”',
  'mail.refunded.body':
    'আপনার {price} পেমেন্ট রেকর্ড হওয়ার আগেই “{book}” বইটি অন্য কারও কাছে বিক্রি হয়ে গেছে বা বিক্রেতা সেটি সরিয়ে নিয়েছেন।\nতাই বইটি আপনার কাছে বিক্রি হয়নি, আর আপনার পেমেন্ট ফেরত দেওয়া হয়েছে।',
  'mail.refunded.dealEnded':
    'বইটি হাতে দেওয়ার আগেই “{book}” বইয়ের লেনদেনটি শেষ হয়ে গেছে।\nতাই আপনার {price} পেমেন্ট পুরোটা ফেরত দেওয়া হচ্ছে।',
  'mail.refunded.bank': 'কয়েক কার্যদিবসের মধ্যে ফেরত টাকা আপনার ব্যাংকে দেখা যাবে।',
  'mail.refunded.otherBooks': 'অন্য বই দেখুন: {url}',

  'mail.paid.subject': '“{book}” বইটির পেমেন্ট হয়ে গেছে',
  'mail.paid.body': '{buyer} “{book}” বইটির জন্য {price} পেমেন্ট করেছেন। ট্রানজ্যাকশন আইডি: {id}।',
  'mail.paid.handOver': 'যেখানে দেখা করার কথা ঠিক হয়েছে, সেখানে বইটি ক্রেতার হাতে দিন।',

  'mail.paid.held':
    'বই হাতে দেওয়া পর্যন্ত টাকা বইপোকার কাছে জমা থাকবে: কথোপকথনে দেখা করার সময় ঠিক করুন, আর বই দেওয়ার সময় ক্রেতার কোডটি দিন, তখনই টাকা পাবেন।',

  'mail.receipt.subject': 'রসিদ: “{book}”',
  'mail.receipt.body': 'আপনি “{book}” বইটির জন্য {price} পেমেন্ট করেছেন। বিক্রেতা: {seller}।',
  'mail.receipt.held':
    'বিক্রেতা বইটি আপনার হাতে না দেওয়া পর্যন্ত টাকা বইপোকার কাছে জমা থাকবে: তখন তাঁকে আপনার কোডটি দেখান। তার আগে লেনদেন শেষ হয়ে গেলে পুরো টাকা ফেরত পাবেন।',
  'mail.receipt.date': 'তারিখ: {date}',
  'mail.receipt.orders': 'আপনার অর্ডারগুলো: {url}',

  'mail.unread.subject': '“{book}” নিয়ে {name} আপনাকে মেসেজ দিয়েছেন',
  'mail.unread.body':
    '“{book}” নিয়ে {name} আপনাকে {count, plural, one {একটি মেসেজ} other {#টি মেসেজ}} পাঠিয়েছেন, যা আপনি এখনো পড়েননি।',
  'mail.unread.read': 'পড়ুন ও উত্তর দিন: {url}',
  'mail.unread.once':
    'মেসেজ ১৫ মিনিট না পড়া থাকলে একটিই রিমাইন্ডার যায়, প্রতিটি মেসেজের জন্য আলাদা করে নয়।',

  'mail.wanted.subjectOne': 'খোঁজ মিলেছে: “{book}” এখন বিক্রি হচ্ছে',
  'mail.wanted.subjectMany': 'খোঁজ মিলেছে: আপনার সার্চের সাথে মিলছে {count}টি নতুন বই',
  'mail.wanted.intro': 'বইপোকায় নতুন এসেছে, আপনার সেভ করা সার্চের সাথে মিলছে:',
  'mail.wanted.more': '…এবং আরও {count}টি।',
  'mail.wanted.list': 'আপনার খোঁজের তালিকা: {url}',
  'mail.wanted.often': 'প্রতিটি সেভ করা সার্চের জন্য ঘণ্টায় সর্বোচ্চ একটি ইমেইল যায়।',

  'mail.update.subject': 'আপনার বুকিং: “{book}”',
  'mail.update.subjectSeller': 'আপনার “{book}” বইটি নিয়ে {buyer}-এর বুকিং',
  'mail.update.conversation': 'কথোপকথন: {url}',
  'mail.update.bookings': 'আপনার বুকিংগুলো: {url}',

  'mail.reset.ignore': 'আপনি এটি না চেয়ে থাকলে ইমেইলটি উপেক্ষা করুন: আপনার অ্যাকাউন্টে কিছুই বদলাবে না।',
  'mail.reset.google.subject': 'বইপোকায় লগইন',
  'mail.reset.google.body':
    'কেউ আপনার বইপোকা অ্যাকাউন্টের পাসওয়ার্ড রিসেট করতে চেয়েছেন। আপনার অ্যাকাউন্টের কোনো\nপাসওয়ার্ড নেই: এটি গুগল দিয়ে খোলা হয়েছিল। “গুগল দিয়ে চালিয়ে যান” চেপে লগইন করুন:',
  'mail.reset.subject': 'আপনার বইপোকা পাসওয়ার্ড রিসেট করুন',
  'mail.reset.body':
    'কেউ আপনার বইপোকা অ্যাকাউন্টের পাসওয়ার্ড রিসেট করতে চেয়েছেন। নতুন পাসওয়ার্ড দিতে\nএই লিংকটি খুলুন। এটি একবারই কাজ করবে, এক ঘণ্টার জন্য:',
  'mail.reset.signedOut':
    'পাসওয়ার্ড বদলানোর পর আপনার অ্যাকাউন্টে লগইন করা সব ডিভাইস থেকে লগআউট হয়ে যাবে।',
} as const satisfies Record<keyof typeof EN, string>;
