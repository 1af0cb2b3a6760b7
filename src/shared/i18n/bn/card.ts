import type { CARD_MESSAGES as EN } from '../en/card';

export const CARD_MESSAGES = {
  cardNumberInvalid: 'আপনার কার্ড নম্বরটি সঠিক নয়।',
  cardNumberIncomplete: 'আপনার কার্ড নম্বরটি অসম্পূর্ণ।',
  cardDeclined: 'আপনার কার্ডটি গ্রহণ করা হয়নি।',
  cardInsufficientFunds: 'আপনার কার্ডে পর্যাপ্ত ব্যালেন্স নেই।',
  cardExpired: 'আপনার কার্ডের মেয়াদ শেষ হয়ে গেছে।',
  cardExpiryInvalid: 'আপনার কার্ডের মেয়াদের তারিখটি সঠিক নয়।',
  cardCvcIncomplete: 'আপনার কার্ডের সিকিউরিটি কোড (CVC) অসম্পূর্ণ।',
  cardCvcInvalid: 'আপনার কার্ডের সিকিউরিটি কোড সঠিক নয়।',
  cardCvcIncorrect: 'আপনার কার্ডের সিকিউরিটি কোড ভুল।',
  cardNameRequired: 'কার্ডে লেখা নামটি দিন।',
  testModeOnly: 'টেস্ট মোডে শুধু টেস্ট কার্ড নম্বর চলে, যেমন 4242 4242 4242 4242।',
} as const satisfies Record<keyof typeof EN, string>;
