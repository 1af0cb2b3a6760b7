// BANGLA.md, held: one name for each thing across every Bangla text (e-mails and the blog
// included), and the rules of places, quotes and punctuation. Each failure names its key.
import { describe, expect, it } from 'vitest';
import { BN_AREAS } from './bn';
import { EN_AREAS } from './en';

type Catalogue = Record<string, string>;
const entries = (areas: Record<string, Catalogue>) =>
  Object.values(areas).flatMap((texts) =>
    Object.entries(texts).map(([key, text]) => ({ key, text })),
  );
const BANGLA = entries(BN_AREAS as unknown as Record<string, Catalogue>);
const ENGLISH = new Map(
  entries(EN_AREAS as unknown as Record<string, Catalogue>).map(({ key, text }) => [key, text]),
);

/** A text's own words: code in backticks (the blog's examples) is code in any language. */
const prose = (text: string) => text.replace(/`[^`]*`/g, '');
/** The blog's articles, which may keep স্টুডেন্ট as students write it. */
const inBlog = (key: string) => key.startsWith('blog.');

/** The keys whose words match, each with its text, for a failure to name. */
const offending = (matches: (text: string, key: string) => boolean) =>
  BANGLA.filter(({ key, text }) => matches(prose(text), key)).map(
    ({ key, text }) => `${key}: ${text}`,
  );

/** BANGLA.md's table: the word a thing has, and the variants it must never take. */
const TERMS: { use: string; avoid: string[] }[] = [
  { use: 'বই; আমার বই', avoid: ['প্রোডাক্ট', 'পণ্য'] },
  { use: 'বিক্রেতা / ক্রেতা', avoid: ['সেলার', 'বায়ার'] },
  { use: 'রিজার্ভ করা', avoid: ['রিজার্ভড'] },
  { use: 'নিশ্চিত করুন (on a button)', avoid: ['কনফার্ম'] },
  { use: 'দেখা করা; দেখা করার সময় / জায়গা', avoid: ['মিট-আপ', 'মিটআপ', 'সাক্ষাৎ'] },
  { use: 'হ্যান্ডওভার কোড', avoid: ['হস্তান্তর কোড'] },
  { use: 'হাতে হাতে পেমেন্ট', avoid: ['সরাসরি পেমেন্ট'] },
  { use: 'পেমেন্ট করুন / ক্যাশ', avoid: ['পেমেন্ট দিন', 'নগদ'] },
  { use: 'ট্রানজেকশন আইডি', avoid: ['ট্রানজ্যাকশন'] },
  { use: 'চ্যাট / মেসেজ / না-পড়া', avoid: ['কথোপকথন', 'বার্তা', 'অপঠিত'] },
  { use: 'রিপোর্ট করুন; রিপোর্ট হওয়া', avoid: ['অভিযোগ'] },
  { use: '# স্টার', avoid: ['তারকা', 'টি স্টার'] },
  { use: 'ভেরিফায়েড; ভেরিফাই করুন', avoid: ['যাচাইকৃত'] },
  { use: 'খুঁজছি / সেভ করা সার্চ', avoid: ['খোঁজের তালিকা'] },
  { use: 'মুছুন, মুছে ফেলুন / এডিট করুন', avoid: ['ডিলিট', 'সম্পাদনা'] },
  { use: 'লগইন / লগআউট', avoid: ['সাইন ইন', 'সাইন আউট'] },
  { use: 'নাকচ করুন', avoid: ['রিজেক্ট'] },
  { use: 'অ্যাডমিন পদ', avoid: ['রোল কমা', 'অ্যাডমিন রোল'] },
  { use: 'সংস্করণ / ISBN', avoid: ['এডিশন', 'আইএসবিএন'] },
  { use: 'অন্য পক্ষ / আমাদের সম্পর্কে', avoid: ['অপর পক্ষ', 'আমাদের কথা'] },
  { use: 'a দাঁড়ি or one mark', avoid: ['!!!', '...'] },
];

/** BANGLA.md's booking states, by the state's name in the API. */
const BOOKING_STATES: Record<string, string> = {
  pending: 'অনুরোধ পাঠানো',
  accepted: 'সময় ঠিক হয়েছে',
  paid: 'সম্পন্ন',
  declined: 'নাকচ',
  cancelled: 'বাতিল',
  lapsed: 'মেয়াদ শেষ',
  no_show: 'আসেননি',
};

describe('the Bangla texts (BANGLA.md)', () => {
  for (const { use, avoid } of TERMS)
    it(`write ${use}, never ${avoid.join(', ')}`, () => {
      const found = offending((text) => avoid.some((word) => text.includes(word)));
      expect(found, `write ${use} instead of ${avoid.join(', ')}`).toEqual([]);
    });

  it('write শিক্ষার্থী for a student; only the blog keeps স্টুডেন্ট', () => {
    expect(offending((text, key) => !inBlog(key) && text.includes('স্টুডেন্ট'))).toEqual([]);
  });

  it('name each booking state as BANGLA.md does', () => {
    const states = BANGLA.filter(({ key }) => key.startsWith('booking.status.')).map(
      ({ key, text }) => [key.slice('booking.status.'.length), text] as const,
    );
    const differing = states
      .filter(([state, text]) => state in BOOKING_STATES && BOOKING_STATES[state] !== text)
      .map(([state, text]) => `booking.status.${state}: ${text}, not ${BOOKING_STATES[state]}`);
    expect(differing).toEqual([]);
  });

  it('never call a booking state “confirmed” (নিশ্চিত, কনফার্ম): a booking is a request until a time is agreed', () => {
    const confirmed = offending(
      (text, key) =>
        (key.startsWith('booking.status.') || key === 'bookingConfirmed') &&
        /নিশ্চিত|কনফার্ম/.test(text),
    );
    expect(confirmed).toEqual([]);
  });

  it('say নিশ্চিত only on a button (নিশ্চিত করুন) or to ask whether one is sure', () => {
    const elsewhere = offending(
      (text, key) =>
        !inBlog(key) &&
        text.includes('নিশ্চিত') &&
        text.replace(/নিশ্চিত করুন|কি নিশ্চিত/g, '').includes('নিশ্চিত'),
    );
    expect(elsewhere).toEqual([]);
  });

  it('give a button a verb: never রাজি alone', () => {
    expect(offending((text) => /(^|\s|-এ\s?)রাজি\??$/.test(text))).toEqual([]);
  });

  it('write ISBN in Latin letters, as the English does', () => {
    const notLatin = BANGLA.filter(
      ({ key, text }) => ENGLISH.get(key)?.includes('ISBN') && !text.includes('ISBN'),
    ).map(({ key, text }) => `${key}: ${text}`);
    expect(notLatin).toEqual([]);
  });

  it('keep স্ট্যাটাস for a status and অবস্থা for a book’s condition', () => {
    const status = BANGLA.filter(
      ({ key, text }) => /\bstatus\b/i.test(ENGLISH.get(key) ?? '') && text.includes('অবস্থা'),
    ).map(({ key, text }) => `${key}: ${text}`);
    expect(status).toEqual([]);
  });

  it('give a place the user typed no case ending: “জায়গা: {place}”, never “{place}-এ”', () => {
    expect(offending((text) => /\{place\}[^\s,।;)“”]/.test(text))).toEqual([]);
  });

  it('quote with curly quotes “…”, never straight ones', () => {
    expect(offending((text) => text.includes('"'))).toEqual([]);
  });

  it('end a text of several sentences with a দাঁড়ি, its last sentence too', () => {
    // A text of several sentences ends as a sentence, unless it leads into a value or a link.
    const unended = offending((text) => text.includes('।') && !/[।?!:]$|\}$|”$/.test(text.trim()));
    expect(unended).toEqual([]);
  });

  it('write a time as people say it: no 24-hour clock in an example', () => {
    expect(
      offending((text) => /(1[3-9]|2[0-3]|১[৩-৯]|২[০-৩]):[0-5০-৫][0-9০-৯]/.test(text)),
    ).toEqual([]);
  });
});
