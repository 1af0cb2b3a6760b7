import type { INBOX as EN } from '../en/inbox';

export const INBOX = {
  'inbox.title': 'যোগাযোগের ইনবক্স',
  'inbox.intro':
    'হোম পেজের যোগাযোগ ফর্ম থেকে আসা মেসেজ। পড়তে একটি মেসেজ খুলুন, যিনি পাঠিয়েছেন তাঁকে ইমেইলে উত্তর দিন; কাজ শেষ হলে আর্কাইভ করুন।',
  'inbox.boxes': 'বক্স',
  'inbox.box.open': 'ইনবক্স',
  'inbox.box.archived': 'আর্কাইভ',
  'inbox.unread': 'না-পড়া',
  'inbox.new': 'নতুন',
  'inbox.answered': 'উত্তর দেওয়া হয়েছে',
  'inbox.empty.open': 'কোনো মেসেজ অপেক্ষায় নেই। যোগাযোগ ফর্ম থেকে নতুন মেসেজ এলে এখানে দেখা যাবে।',
  'inbox.empty.archived': 'এখনো কিছু আর্কাইভ করা হয়নি।',
  'inbox.choose': 'পড়তে একটি মেসেজ বেছে নিন।',
  'inbox.loadMore': 'আরও পুরোনো মেসেজ দেখুন',
  'inbox.back': 'সব মেসেজ',
  'inbox.sent': 'পাঠানো: {date}',
  'inbox.account': 'অ্যাকাউন্ট: {name}',
  'inbox.archivedOn': 'আর্কাইভ করা হয়েছে: {date}',
  'inbox.replies': 'উত্তর',
  'inbox.noReplies': 'এখনো উত্তর দেওয়া হয়নি।',
  'inbox.replyBy': '{name} উত্তর দিয়েছেন, {date}',
  'inbox.replyLabel': 'আপনার উত্তর',
  'inbox.replyHint': 'উত্তরটি {email} ঠিকানায় ইমেইল করা হবে, নিচে তাঁর মেসেজসহ।',
  'inbox.send': 'উত্তর পাঠান',
  'inbox.sentToast': 'উত্তরটি {email} ঠিকানায় ইমেইল করা হয়েছে।',
  'inbox.archive': 'আর্কাইভ করুন',
  'inbox.unarchive': 'ইনবক্সে ফিরিয়ে নিন',
  'inbox.archivedToast': 'মেসেজটি আর্কাইভ করা হয়েছে।',
  'inbox.unarchivedToast': 'মেসেজটি ইনবক্সে ফিরিয়ে নেওয়া হয়েছে।',

  'inbox.mail.subject': 'বইপোকায় পাঠানো আপনার মেসেজের উত্তর',
  'inbox.mail.signed': '{name}, বইপোকা টিমের পক্ষে',
  'inbox.mail.wrote': 'আপনার মেসেজ ({date}):',
  'inbox.mail.again':
    'এই ঠিকানায় উত্তর দিলে তা আমাদের কাছে পৌঁছাবে না। আবার লিখতে যোগাযোগ ফর্ম ব্যবহার করুন: {url}',
} as const satisfies Record<keyof typeof EN, string>;
