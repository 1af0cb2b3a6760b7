import type { ERROR_TEXTS as EN } from '../en/error-texts';

export const ERROR_TEXTS = {
  imageNotFound: 'এমন কোনো ছবি নেই।',
  signInProviderNotFound: 'এমন কোনো লগইন পদ্ধতি নেই।',
  categoryNotFound: 'এমন কোনো ক্যাটাগরি নেই।',
  coverNotFirst: 'কভার ছবিটি সব ছবির প্রথমে থাকতে হবে।',
  pageLinkExpired: 'এই পেজের লিংকটি আর কাজ করে না।',
  priceRangeReversed: 'সর্বনিম্ন দাম সর্বোচ্চ দামের চেয়ে বেশি হয়ে গেছে।',
  savedSearchNotFound: 'এমন কোনো সেভ করা সার্চ নেই।',
  contactMessageNotFound: 'যোগাযোগ ফর্মের এমন কোনো মেসেজ নেই।',
  tooManySavedSearches: 'সর্বোচ্চ {max, plural, other {#টি}} সার্চ সেভ রাখা যায়। আগে একটি মুছে ফেলুন।',
  paymentNotFound: 'এমন কোনো পেমেন্ট নেই।',
  webhookSignatureInvalid: 'ওয়েবহুকের সিগনেচার যাচাই করা যায়নি।',
  invalidRequest: 'অনুরোধটি সঠিক নয়।',
  invalidValue: 'মানটি সঠিক নয়।',
  requestFailed: 'অনুরোধটি ব্যর্থ হয়েছে।',
  resourceNotFound: 'এমন কিছু পাওয়া যায়নি: {method} {path}',
  // A status's own text, for a refusal nothing more particular is known about.
  badRequest: 'এই অনুরোধটি গ্রহণযোগ্য নয়।',
  methodNotAllowed: 'এখানে এই মেথড চলে না।',
  notAcceptable: 'এখানে চাওয়া ধরনের উত্তর দেওয়া সম্ভব নয়।',
  conflict: 'আগে থেকে থাকা তথ্যের সঙ্গে এটি সাংঘর্ষিক।',
  payloadTooLarge: 'অনুরোধের ডেটা অনেক বড়।',
  unprocessable: 'এই অনুরোধটি প্রক্রিয়া করা যায়নি।',
  // Better Auth's own refusals.
  invalidCredentials: 'ইমেইল বা পাসওয়ার্ড ভুল।',
  userExists: 'এই ইমেইলে আগেই অ্যাকাউন্ট আছে। অন্য ইমেইল ব্যবহার করুন।',
  offline: 'সার্ভারে সংযোগ করা যাচ্ছে না। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  tryAgainInMinutes: '{minutes, plural, other {# মিনিট}} পরে আবার চেষ্টা করুন।',
  uploadFailed: 'ছবিটি আপলোড করা যায়নি।',
  savedSearchEmpty: 'আগে কিছু একটা খুঁজুন: শব্দ, ক্যাটাগরি, কোর্স, লেখক বা দাম।',
} as const satisfies Record<keyof typeof EN, string>;
