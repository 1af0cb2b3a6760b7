import type { ACCOUNT as EN } from '../en/account';

export const ACCOUNT = {
  'authCard.or': 'অথবা',

  'login.title': 'লগইন',
  'login.description':
    'বইপোকায় লগইন করে পুরোনো বই বুক করুন, কার্ডে বা হাতে হাতে পেমেন্ট করুন, অথবা আপনার বিক্রির বইগুলো সামলান।',
  'login.welcome': 'বইপোকায় স্বাগতম!',
  'login.newHere': 'বইপোকায় নতুন? {link}',
  'login.createAccount': 'অ্যাকাউন্ট খুলুন',
  'login.email': 'ইমেইল',
  'login.password': 'পাসওয়ার্ড',
  'login.forgotPassword': 'পাসওয়ার্ড ভুলে গেছেন?',

  'register.title': 'সাইন আপ',
  'register.description':
    'বইপোকায় অ্যাকাউন্ট খুলে নিজের ক্যাম্পাসের শিক্ষার্থীদের কাছ থেকে পুরোনো বই কিনুন, অথবা নিজের বই বিক্রি করুন।',
  'register.haveAccount': 'আগে থেকেই অ্যাকাউন্ট আছে? {link}',
  'register.name': 'নাম',
  'register.iWantTo': 'আপনি কী করতে চান?',
  'register.role.buyer': 'বই কিনতে চাই',
  'register.role.seller': 'বই বিক্রি করতে চাই',

  'google.continue': 'গুগল দিয়ে চালিয়ে যান',

  'forgot.title': 'পাসওয়ার্ড ভুলে গেছেন',
  'forgot.description':
    'আপনার বইপোকা অ্যাকাউন্টের পাসওয়ার্ড রিসেট করার লিংক চেয়ে নিন। লিংকটি ইমেইলে আসবে।',
  'forgot.remembered': 'মনে পড়েছে? {link}',
  'forgot.noEmail': 'কয়েক মিনিটেও ইমেইল আসেনি? স্প্যাম ফোল্ডারে দেখুন, অথবা {askAgain}।',
  'forgot.askAgain': 'আবার চান',
  'forgot.intro': 'আপনার অ্যাকাউন্টের ইমেইল দিন, নতুন পাসওয়ার্ড সেট করার একটি লিংক পাঠিয়ে দেব।',
  'forgot.submit': 'রিসেট লিংক পাঠান',

  'reset.title': 'নতুন পাসওয়ার্ড সেট করুন',
  'reset.description': 'আপনার বইপোকা অ্যাকাউন্টের জন্য নতুন একটি পাসওয়ার্ড দিন।',
  'reset.backToLogin': 'লগইনে ফিরে যান',
  'reset.askNewLink': 'নতুন লিংক চান',
  'reset.newPassword': 'নতুন পাসওয়ার্ড',
  'reset.confirmPassword': 'নতুন পাসওয়ার্ড আবার লিখুন',
  'reset.submit': 'পাসওয়ার্ড বদলান',

  'profile.title': 'আমার প্রোফাইল',
  'profile.photoOf': '{name}-এর ছবি',
  'profile.role.buyer': 'ক্রেতা',
  'profile.role.seller': 'বিক্রেতা',
  'profile.role.admin': 'অ্যাডমিন',
  'profile.stat.booksForSale': 'বিক্রির বই',
  'profile.stat.booksSold': 'বিক্রি হওয়া বই',
  'profile.stat.orders': 'অর্ডার',
  'profile.stat.paid': 'পেমেন্ট হয়েছে',
  'profile.stat.sellers': 'বিক্রেতা',
  'profile.stat.buyers': 'ক্রেতা',
  'profile.phonePrivateSaved': 'আপনার ফোন নম্বর গোপন থাকবে।',
  'profile.phoneSharedSaved': 'দেখা করার সময় ঠিক হলে আপনার ফোন নম্বর দেখানো হবে।',
  'profile.phonePrivateOn': 'আপনার ফোন নম্বর গোপন থাকবে; বুকিংয়ের অন্য পক্ষ আপনাকে মেসেজে লিখবেন।',
  'profile.phonePrivateOff': 'দেখা করার সময় ঠিক হলে বুকিংয়ের অন্য পক্ষ আপনার ফোন নম্বর দেখতে পাবেন।',
  'profile.keepPhonePrivate': 'আমার ফোন নম্বর গোপন রাখুন',
  'profile.on': 'চালু',
  'profile.off': 'বন্ধ',
  'profile.emailLanguage': 'ইমেইলের ভাষা',
  'profile.emailLanguageSaved': 'এখন থেকে আপনার ইমেইলের ভাষা: {language}',
} as const satisfies Record<keyof typeof EN, string>;
