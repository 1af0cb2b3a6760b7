import type { MEETUP_MESSAGES as EN } from '../en/meetup';

export const MEETUP_MESSAGES = {
  bookReserved: 'বইটি অন্য একজন ক্রেতার জন্য রিজার্ভ করা আছে।',
  bookingClosed: 'এই বুকিংটি বন্ধ হয়ে গেছে।',
  meetAtRequired: 'দেখা করার সময় বেছে নিন।',
  meetAtPast: 'দেখা করার জন্য সামনের কোনো সময় বেছে নিন।',
  meetAtTooFar: 'আগামী ৬০ দিনের মধ্যে দেখা করার সময় বেছে নিন।',
  meetAtNeeded: 'আগে দেখা করার একটি সময় প্রস্তাব করুন।',
  noOfferOpen: 'এই বুকিংয়ে উত্তরের অপেক্ষায় কোনো দরের প্রস্তাব নেই।',
  offerStillOpen: 'আগে দাম ঠিক করুন; দরের প্রস্তাবটি এখনো খোলা।',
  offerAbovePrice: 'প্রস্তাবিত দর চাওয়া দামের বেশি হতে পারে না।',
  offerTooLow: 'বিক্রেতা এত কম দর নেন না। আরও বেশি দর দিন, অথবা চাওয়া দামে বুক করুন।',
  offerFloorAbovePrice: 'সর্বনিম্ন যে দর নেবেন, তা দামের বেশি হতে পারে না।',
  offerRequired: 'যে দাম দিতে চান, টাকায় লিখুন।',
  waitingForOtherSide:
    'এই সময়টি আপনিই প্রস্তাব করেছেন। এখন অন্য পক্ষ এটি গ্রহণ করবেন বা অন্য সময় প্রস্তাব করবেন।',
  noTimeProposed:
    'দেখা করার কোনো সময় এখনো প্রস্তাব করা হয়নি। আপনি একটি সময় প্রস্তাব করুন, অথবা বিক্রেতার প্রস্তাবের অপেক্ষা করুন।',
  offerIsYours: 'এই দামটি আপনিই বলেছেন। এখন অন্য পক্ষ এর উত্তর দেবেন।',
  declineReasonRequired: 'ক্রেতাকে কারণটা জানান।',
  payInPersonNeedsAcceptance: 'দেখা করার সময় ঠিক হলে তবেই হাতে হাতে পেমেন্ট বেছে নিতে পারবেন।',
  handoverCodeRequired: 'ক্রেতার দেখানো ছয় অঙ্কের কোডটি লিখুন।',
  handoverNotChosen: 'এই ক্রেতা হাতে হাতে পেমেন্ট বেছে নেননি।',
  handoverCodeWrong:
    'এটি ক্রেতার কাছে থাকা কোড নয়। আর {tries, plural, other {# বার}} চেষ্টা করতে পারবেন।',
  handoverLocked: 'অনেকবার ভুল কোড লেখা হয়েছে। ক্রেতাকে “আমার অর্ডার” থেকে নতুন কোড নিতে বলুন।',
  noShowTooEarly:
    'দেখা করার সময়ের {minutes, plural, other {# মিনিট}} পর থেকে জানাতে পারবেন যে অন্য পক্ষ আসেননি।',
  noShowNotClaimed: 'এই বুকিংটি “আসেননি” হিসেবে বন্ধ হয়নি।',
  noShowNotYours: 'যাঁর সম্পর্কে আসেননি বলা হয়েছে, শুধু তিনিই আপত্তি জানাতে পারবেন।',
  noShowAlreadyDisputed: 'আসেননি বলার বিষয়ে আগেই আপত্তি জানানো হয়েছে।',
  noShowDisputeTooLate:
    'আসেননি বলার বিষয়ে আপত্তি শুধু {hours, plural, other {# ঘণ্টার}} মধ্যে জানানো যায়।',
  noShowNotDisputed: 'আসেননি বলার বিষয়ে সিদ্ধান্তের অপেক্ষায় কোনো আপত্তি নেই।',
  noShowDisputeReasonRequired: 'দেখা করার সময় কী হয়েছিল লিখুন।',
  noShowDisputeReasonTooLong: 'আপত্তি সর্বোচ্চ ৩০০ অক্ষরের হতে পারে।',
  meetupSpotExists: 'এই জায়গাটি আগেই তালিকায় আছে।',
  meetupSpotNotFound: 'এমন কোনো জায়গা নেই।',
  meetupSpotRequired: 'জায়গার নাম লিখুন।',
} as const satisfies Record<keyof typeof EN, string>;
