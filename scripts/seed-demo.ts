/**
 * `npm run seed:demo`: fills an empty database (DATA_DIR or DATABASE_URL, as the app uses) with a
 * believable demo catalog — sellers and buyers, books with generated covers, a few adverts, sales
 * and open bookings — through the app's own services, so every rule the app enforces holds.
 */
import { randomBytes } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { createAuth } from '../src/server/auth/auth';
import { resolveAuthSecret } from '../src/server/auth/secret';
import { ConfigError, loadConfig, type Config } from '../src/server/config';
import { openDatabase, pgliteDirIn, type Database } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { session, user } from '../src/server/db/schema/auth';
import { book } from '../src/server/db/schema/catalog';
import { booking, payment } from '../src/server/db/schema/orders';
import { addMeetupSpot } from '../src/server/modules/meetup-spots/service';
import { createContactMessage } from '../src/server/modules/contact/service';
import { reportBook } from '../src/server/modules/reports/service';
import { seedCategories } from '../src/server/db/seed';
import { advertiseBook, createBook } from '../src/server/modules/books/service';
import { startAccount } from '../src/server/modules/accounts/service';
import { createUpload } from '../src/server/modules/uploads/service';
import { imageStorage } from '../src/server/storage/from-config';
import type { ImageStorage } from '../src/server/storage/storage';
import { CATEGORIES, type BookCondition } from '../src/shared/constants';
import { formatTaka } from '../src/shared/money';
import { ZBookInput, type Book } from '../src/shared/schemas/books';
import { sellBook } from '../src/server/modules/trade/lifecycle';

// ---------------------------------------------------------------------------------------------
// Data
// ---------------------------------------------------------------------------------------------

const DEMO_PASSWORD = 'Demo#2026';
const THIS_YEAR = new Date().getFullYear();

type CategoryId = (typeof CATEGORIES)[number]['id'];
type SellerKey = 'nusrat' | 'tanvir' | 'farhana' | 'rakib' | 'sadia';
type BuyerKey = 'arif' | 'mehjabin' | 'shafin' | 'tasnim';

/** `campus`: where they study (an id of the campus table, migration 0022). */
type DemoPerson = { name: string; email: string; phone: string; campus: string };
type DemoSeller = DemoPerson & { verified: boolean; locations: string[] };

const SELLERS: Record<SellerKey, DemoSeller> = {
  nusrat: {
    campus: 'du',
    name: 'Nusrat Jahan',
    email: 'nusrat.seller@demo.boipoka.app',
    phone: '01712345678',
    verified: true,
    locations: ['Dhaka University, Curzon Hall', 'Dhaka University, TSC'],
  },
  tanvir: {
    campus: 'buet',
    name: 'Tanvir Hasan',
    email: 'tanvir.seller@demo.boipoka.app',
    phone: '01819234567',
    verified: true,
    locations: ['BUET, Ahsanullah Hall', 'BUET, Palashi Gate'],
  },
  farhana: {
    campus: 'nsu',
    name: 'Farhana Akter',
    email: 'farhana.seller@demo.boipoka.app',
    phone: '01915345678',
    verified: true,
    locations: ['NSU, Bashundhara', 'NSU, Bashundhara Gate 1'],
  },
  rakib: {
    campus: 'ju',
    name: 'Rakib Hossain',
    email: 'rakib.seller@demo.boipoka.app',
    phone: '01556789012',
    verified: false,
    locations: ['Jahangirnagar University', 'Jahangirnagar University, Bottola'],
  },
  sadia: {
    campus: 'cu',
    name: 'Sadia Islam',
    email: 'sadia.seller@demo.boipoka.app',
    phone: '01678901234',
    verified: false,
    locations: ['Chittagong University', 'Chittagong University, Shuttle Train Station'],
  },
};

const BUYERS: Record<BuyerKey, DemoPerson> = {
  arif: {
    name: 'Arif Rahman',
    email: 'arif.buyer@demo.boipoka.app',
    phone: '01711223344',
    campus: 'du',
  },
  mehjabin: {
    name: 'Mehjabin Chowdhury',
    email: 'mehjabin.buyer@demo.boipoka.app',
    phone: '01822334455',
    campus: 'nsu',
  },
  shafin: {
    name: 'Shafin Ahmed',
    email: 'shafin.buyer@demo.boipoka.app',
    phone: '01633445566',
    campus: 'buet',
  },
  tasnim: {
    name: 'Tasnim Sultana',
    email: 'tasnim.buyer@demo.boipoka.app',
    phone: '01944556677',
    campus: 'ju',
  },
};

type DemoBook = {
  title: string;
  author: string;
  seller: SellerKey;
  /** Taka, as a seller types it. */
  price: number;
  originalPrice: number;
  condition: BookCondition;
  year: number;
  description: string;
};

const BOOKS: Record<CategoryId, DemoBook[]> = {
  'job-preparation': [
    {
      title: "Professor's BCS Preliminary Guide",
      author: "Professor's Prokashon",
      seller: 'rakib',
      price: 450,
      originalPrice: 720,
      condition: 'Good',
      year: 2024,
      description:
        'Used it for the 46th BCS preliminary. Some MCQs are ticked in pencil, otherwise clean and complete.',
    },
    {
      title: "Professor's Job Solution",
      author: "Professor's Prokashon",
      seller: 'rakib',
      price: 380,
      originalPrice: 650,
      condition: 'Good',
      year: 2023,
      description:
        'Solved questions of bank, NTRCA and government job exams. Cover slightly bent at one corner.',
    },
    {
      title: 'Bank Job Math & Mental Ability',
      author: 'Saifur Rahman',
      seller: 'rakib',
      price: 349.5,
      originalPrice: 520,
      condition: 'Fair',
      year: 2021,
      description:
        'All the shortcut techniques for bank recruitment math. Lots of my own notes in the margins, a few pages have coffee stains.',
    },
    {
      title: 'BCS Written: Bangladesh Affairs',
      author: 'Oracle Publications',
      seller: 'farhana',
      price: 520,
      originalPrice: 780,
      condition: 'Excellent',
      year: 2025,
      description: 'Bought for the written exam but got a job before it. Almost untouched.',
    },
    {
      title: 'MP3 General Knowledge',
      author: 'MP3 Publications',
      seller: 'nusrat',
      price: 260,
      originalPrice: 420,
      condition: 'Good',
      year: 2024,
      description:
        'Bangladesh and international affairs, latest edition with updated current affairs. Important facts highlighted in yellow.',
    },
    {
      title: 'English for Competitive Exams',
      author: "Saifur's Publications",
      seller: 'tanvir',
      price: 300,
      originalPrice: 480,
      condition: 'Fair',
      year: 2019,
      description:
        'Grammar and vocabulary for BCS and bank exams. Spine is worn and the last two pages of the index are missing.',
    },
    {
      title: 'BCS Preliminary Question Bank (10th to 46th)',
      author: "Professor's Prokashon",
      seller: 'rakib',
      price: 550,
      originalPrice: 850,
      condition: 'Excellent',
      year: THIS_YEAR,
      description:
        'Bought this year, solved only the first few sets. Includes detailed explanations for every answer.',
    },
    {
      title: 'Computer & ICT for Job Exams',
      author: 'Asif Mahmud',
      seller: 'sadia',
      price: 180,
      originalPrice: 300,
      condition: 'Good',
      year: 2022,
      description: 'Covers MS Office, networking and ICT basics asked in job exams. No markings.',
    },
  ],
  'admission-test': [
    {
      title: 'DU Ka Unit Question Bank',
      author: 'Udvash Academic Team',
      seller: 'nusrat',
      price: 320,
      originalPrice: 550,
      condition: 'Good',
      year: 2023,
      description:
        'Helped me get into DU science. Previous years are solved with my notes; a few answers are circled in red.',
    },
    {
      title: 'DU Kha Unit Question Bank',
      author: 'Focus Academic Team',
      seller: 'nusrat',
      price: 290,
      originalPrice: 500,
      condition: 'Fair',
      year: 2022,
      description: 'Humanities unit question bank. Some pages are loose but none are missing.',
    },
    {
      title: 'Udvash Admission Physics Guide',
      author: 'Udvash Academic Team',
      seller: 'tanvir',
      price: 250,
      originalPrice: 450,
      condition: 'Good',
      year: 2022,
      description:
        'Engineering and varsity admission physics with shortcut formulas. Formula pages are highlighted.',
    },
    {
      title: 'Engineering Admission Higher Math',
      author: 'Udvash Academic Team',
      seller: 'tanvir',
      price: 280,
      originalPrice: 480,
      condition: 'Excellent',
      year: 2024,
      description:
        'For BUET, CUET, KUET and RUET. Clean copy, I used photocopies while practising.',
    },
    {
      title: 'Unmesh Medical Admission Biology',
      author: 'Unmesh Academic Team',
      seller: 'sadia',
      price: 330,
      originalPrice: 560,
      condition: 'Good',
      year: 2023,
      description: 'Line-by-line textbook questions for medical admission. A few pencil notes.',
    },
    {
      title: 'Medical Admission Question Bank',
      author: 'Retina Academic Team',
      seller: 'sadia',
      price: 400,
      originalPrice: 650,
      condition: 'Good',
      year: 2024,
      description: 'All MBBS and BDS questions since 2000 with explanations.',
    },
    {
      title: 'GST Cluster Admission Guide: Science',
      author: 'Udvash Academic Team',
      seller: 'rakib',
      price: 300,
      originalPrice: 520,
      condition: 'Excellent',
      year: THIS_YEAR,
      description: 'Bought this year, barely opened because I got a seat in the first round.',
    },
    {
      title: 'IBA BBA Admission Test Preparation',
      author: "Mentors' Academic Team",
      seller: 'farhana',
      price: 450,
      originalPrice: 750,
      condition: 'Good',
      year: 2022,
      description:
        'Math, English and analytical sections for IBA DU and JU. Practice tests are done in pencil and can be erased.',
    },
  ],
  'university-academic': [
    {
      title: 'Calculus: Early Transcendentals',
      author: 'Howard Anton',
      seller: 'tanvir',
      price: 1200,
      originalPrice: 1850,
      condition: 'Good',
      year: 2021,
      description:
        'Anton, Bivens and Davis, 10th edition. Used for MATH 141 and 143, key theorems highlighted, all pages intact.',
    },
    {
      title: "Thomas' Calculus",
      author: 'George B. Thomas',
      seller: 'farhana',
      price: 950,
      originalPrice: 1600,
      condition: 'Fair',
      year: 2018,
      description:
        'Local print, 12th edition. Cover is taped and chapter 16 has some water damage, but every page is readable.',
    },
    {
      title: 'Introduction to Algorithms',
      author: 'Cormen, Leiserson, Rivest, Stein',
      seller: 'tanvir',
      price: 1450.5,
      originalPrice: 2400,
      condition: 'Excellent',
      year: 2023,
      description:
        'CLRS, 3rd edition. Bought for CSE 205 and kept in a cover the whole term, no writing inside.',
    },
    {
      title: 'Fundamentals of Physics',
      author: 'Halliday, Resnick, Walker',
      seller: 'tanvir',
      price: 1100,
      originalPrice: 1800,
      condition: 'Good',
      year: 2020,
      description:
        'Extended edition. Solved problems of chapters 1 to 20 are marked with a tick. Binding is strong.',
    },
    {
      title: 'Advanced Engineering Mathematics',
      author: 'Erwin Kreyszig',
      seller: 'tanvir',
      price: 1300,
      originalPrice: 2100,
      condition: 'Good',
      year: 2019,
      description: '10th edition. Notes on Laplace and Fourier transforms in the margins.',
    },
    {
      title: 'Campbell Biology',
      author: 'Urry, Cain, Wasserman',
      seller: 'sadia',
      price: 2500,
      originalPrice: 3800,
      condition: 'Excellent',
      year: 2024,
      description:
        '12th edition, original Pearson print. Bought for first year and hardly used, no highlights.',
    },
    {
      title: 'Principles of Economics',
      author: 'N. Gregory Mankiw',
      seller: 'farhana',
      price: 750,
      originalPrice: 1250,
      condition: 'Good',
      year: 2022,
      description: 'Used for ECO 101 at NSU. Some graphs annotated, otherwise clean.',
    },
    {
      title: 'Data Structures',
      author: 'Seymour Lipschutz',
      seller: 'tanvir',
      price: 220,
      originalPrice: 380,
      condition: 'Fair',
      year: 2017,
      description:
        "Schaum's Outline. Old but complete, the exam-important chapters are marked with stars.",
    },
    {
      title: 'A Textbook of Electrical Technology',
      author: 'B. L. Theraja',
      seller: 'tanvir',
      price: 680,
      originalPrice: 1100,
      condition: 'Good',
      year: 2020,
      description: 'Volume 1, basic electrical engineering. A few pages dog-eared.',
    },
    {
      title: 'Accounting Principles',
      author: 'Weygandt, Kimmel, Kieso',
      seller: 'farhana',
      price: 890,
      originalPrice: 1450,
      condition: 'Excellent',
      year: THIS_YEAR,
      description: 'Needed it for ACT 201 this semester; course is done and the book is like new.',
    },
  ],
  'science-fiction': [
    {
      title: 'Foundation',
      author: 'Isaac Asimov',
      seller: 'sadia',
      price: 350,
      originalPrice: 550,
      condition: 'Good',
      year: 2020,
      description: 'Paperback, read twice. Pages have yellowed a little but the spine is fine.',
    },
    {
      title: 'Dune',
      author: 'Frank Herbert',
      seller: 'nusrat',
      price: 480,
      originalPrice: 750,
      condition: 'Excellent',
      year: 2024,
      description: 'Bought after watching the movie. Read once, kept on a shelf.',
    },
    {
      title: 'The Martian',
      author: 'Andy Weir',
      seller: 'farhana',
      price: 399.5,
      originalPrice: 620,
      condition: 'Good',
      year: 2021,
      description: 'Funny and very nerdy. Small tear on the back cover.',
    },
    {
      title: 'Project Hail Mary',
      author: 'Andy Weir',
      seller: 'farhana',
      price: 650,
      originalPrice: 950,
      condition: 'Excellent',
      year: THIS_YEAR,
      description: 'Hardcover, read once this year. No marks at all.',
    },
    {
      title: 'Trituran Graher Atmahatya',
      author: 'Muhammed Zafar Iqbal',
      seller: 'sadia',
      price: 150,
      originalPrice: 250,
      condition: 'Good',
      year: 2019,
      description: 'Classic Zafar Iqbal sci-fi from the Boi Mela. Name written on the first page.',
    },
    {
      title: 'Copotronic Sukh Dukkho',
      author: 'Muhammed Zafar Iqbal',
      seller: 'nusrat',
      price: 120,
      originalPrice: 200,
      condition: 'Fair',
      year: 2016,
      description:
        'Old copy that has been read by the whole hall. Cover is loose but all pages are there.',
    },
    {
      title: 'Tomader Jonno Bhalobasa',
      author: 'Humayun Ahmed',
      seller: 'rakib',
      price: 140,
      originalPrice: 220,
      condition: 'Good',
      year: 2018,
      description: "Humayun Ahmed's first science fiction. Clean copy, slight smell of old paper.",
    },
    {
      title: "The Hitchhiker's Guide to the Galaxy",
      author: 'Douglas Adams',
      seller: 'tanvir',
      price: 300,
      originalPrice: 480,
      condition: 'Good',
      year: 2022,
      description: "Don't panic: the pages are all there. Favourite lines underlined.",
    },
  ],
  'novel-and-story': [
    {
      title: 'Pather Panchali',
      author: 'Bibhutibhushan Bandyopadhyay',
      seller: 'nusrat',
      price: 220,
      originalPrice: 350,
      condition: 'Good',
      year: 2020,
      description:
        'Hardcover edition from Bishwo Shahitto Kendro. A few pencil notes for my Bangla class.',
    },
    {
      title: 'Devdas',
      author: 'Sarat Chandra Chattopadhyay',
      seller: 'nusrat',
      price: 100,
      originalPrice: 160,
      condition: 'Fair',
      year: 2015,
      description:
        'Thin old paperback, pages are yellow and the cover is faded. Story is still perfect.',
    },
    {
      title: 'The Kite Runner',
      author: 'Khaled Hosseini',
      seller: 'farhana',
      price: 380,
      originalPrice: 600,
      condition: 'Excellent',
      year: 2023,
      description: 'Original Bloomsbury paperback, read once. No folds or marks.',
    },
    {
      title: 'A Thousand Splendid Suns',
      author: 'Khaled Hosseini',
      seller: 'farhana',
      price: 360,
      originalPrice: 580,
      condition: 'Good',
      year: 2022,
      description: 'Light wear on the edges. Comes with a bookmark.',
    },
    {
      title: 'Nondito Noroke',
      author: 'Humayun Ahmed',
      seller: 'sadia',
      price: 130,
      originalPrice: 200,
      condition: 'Good',
      year: 2021,
      description: 'Anyaprokash edition. Gift note written on the first page.',
    },
    {
      title: 'Moyurakkhi',
      author: 'Humayun Ahmed',
      seller: 'rakib',
      price: 140,
      originalPrice: 220,
      condition: 'Excellent',
      year: 2024,
      description: 'The first Himu book. Bought at the Ekushey Boi Mela, read once.',
    },
    {
      title: 'Shei Shomoy',
      author: 'Sunil Gangopadhyay',
      seller: 'nusrat',
      price: 650,
      originalPrice: 1000,
      condition: 'Good',
      year: 2019,
      description: 'Both volumes together. Slight spine creases from reading, no missing pages.',
    },
    {
      title: 'Purbo-Paschim',
      author: 'Sunil Gangopadhyay',
      seller: 'sadia',
      price: 700,
      originalPrice: 1150,
      condition: 'Fair',
      year: 2017,
      description: 'Volume 2 cover is torn and taped. Selling both volumes as a set.',
    },
    {
      title: 'Padma Nadir Majhi',
      author: 'Manik Bandopadhyay',
      seller: 'rakib',
      price: 90,
      originalPrice: 150,
      condition: 'Good',
      year: 2018,
      description: 'On the HSC syllabus, useful for admission too. Important lines underlined.',
    },
  ],
  others: [
    {
      title: 'English to Bengali Dictionary',
      author: 'Bangla Academy',
      seller: 'nusrat',
      price: 420,
      originalPrice: 650,
      condition: 'Good',
      year: 2018,
      description: 'The thick Bangla Academy one. Cover has some scratches, all pages intact.',
    },
    {
      title: "Oxford Advanced Learner's Dictionary",
      author: 'A. S. Hornby',
      seller: 'farhana',
      price: 850,
      originalPrice: 1400,
      condition: 'Excellent',
      year: 2023,
      description: '10th edition without the CD. Used mostly on my desk, looks new.',
    },
    {
      title: 'Word Power Made Easy',
      author: 'Norman Lewis',
      seller: 'rakib',
      price: 160,
      originalPrice: 260,
      condition: 'Fair',
      year: 2016,
      description: 'Great for GRE and BCS vocabulary. Exercises filled in with pen.',
    },
    {
      title: 'Ranna Khaddo Pushti',
      author: 'Siddiqua Kabir',
      seller: 'sadia',
      price: 600,
      originalPrice: 950,
      condition: 'Good',
      year: 2020,
      description:
        'The classic Bangladeshi cookbook. A few turmeric stains on the curry pages, honestly.',
    },
    {
      title: 'Drawing on the Right Side of the Brain',
      author: 'Betty Edwards',
      seller: 'nusrat',
      price: 540,
      originalPrice: 900,
      condition: 'Good',
      year: 2021,
      description:
        'Teaches drawing from scratch. A few of my practice sketches are on the blank pages.',
    },
    {
      title: 'Watercolor for the Absolute Beginner',
      author: 'Mark Willenbrink',
      seller: 'farhana',
      price: 480,
      originalPrice: 780,
      condition: 'Excellent',
      year: THIS_YEAR,
      description: 'Bought for a hobby class this year. Clean, no paint on the pages.',
    },
    {
      title: 'Atomic Habits',
      author: 'James Clear',
      seller: 'tanvir',
      price: 320,
      originalPrice: 550,
      condition: 'Good',
      year: 2022,
      description: 'Highlighted the best parts in green. Paperback, good binding.',
    },
    {
      title: 'Sapiens: A Brief History of Humankind',
      author: 'Yuval Noah Harari',
      seller: 'sadia',
      price: 450,
      originalPrice: 720,
      condition: 'Good',
      year: 2021,
      description: 'Read it for a GED course. Slight crease on the cover.',
    },
  ],
};

const ADVERTISED_TITLES = [
  'Calculus: Early Transcendentals',
  "Professor's BCS Preliminary Guide",
  'DU Ka Unit Question Bank',
  'Campbell Biology',
  'Dune',
  'The Kite Runner',
  "Oxford Advanced Learner's Dictionary",
  'Engineering Admission Higher Math',
];

type DemoBooking = { title: string; buyer: BuyerKey; meetingLocation: string };

const SALES: DemoBooking[] = [
  { title: 'Introduction to Algorithms', buyer: 'arif', meetingLocation: 'BUET Central Library' },
  { title: 'Foundation', buyer: 'mehjabin', meetingLocation: 'Chittagong University, Zero Point' },
  { title: 'Pather Panchali', buyer: 'tasnim', meetingLocation: 'Dhaka University, TSC' },
  { title: "Professor's Job Solution", buyer: 'shafin', meetingLocation: 'Jahangirnagar, DUCSU' },
  { title: 'Principles of Economics', buyer: 'arif', meetingLocation: 'NSU, Plaza Area' },
];

const PENDING_BOOKINGS: DemoBooking[] = [
  { title: "Thomas' Calculus", buyer: 'shafin', meetingLocation: 'NSU, Bashundhara Gate 1' },
  { title: 'The Martian', buyer: 'tasnim', meetingLocation: 'NSU, Library Entrance' },
  { title: 'Moyurakkhi', buyer: 'mehjabin', meetingLocation: 'Jahangirnagar, Bottola' },
  { title: 'Fundamentals of Physics', buyer: 'arif', meetingLocation: 'BUET, Palashi Gate' },
];

/** Cover colours from the brand palette: background, decoration and text. */
const COVER_STYLES: Record<CategoryId, { background: string; accent: string; text: string }> = {
  'job-preparation': { background: '#1f4e5f', accent: '#e0a526', text: '#ffffff' },
  'admission-test': { background: '#b3401a', accent: '#e0a526', text: '#ffffff' },
  'university-academic': { background: '#2b2420', accent: '#e08a5f', text: '#ffffff' },
  'science-fiction': { background: '#5f8f99', accent: '#2b2420', text: '#ffffff' },
  'novel-and-story': { background: '#5b7f3a', accent: '#e0a526', text: '#ffffff' },
  others: { background: '#e0a526', accent: '#b3401a', text: '#2b2420' },
};
const AVATAR_COLOURS = ['#b3401a', '#1f4e5f', '#5b7f3a', '#2b2420', '#5f8f99', '#e08a5f'];
const FONT = 'DejaVu Sans, sans-serif';

// ---------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);

const COVER_WIDTH = 600;
const COVER_HEIGHT = 800;
const TEXT_LEFT = 60;
const TEXT_WIDTH = 480;
// Approximate DejaVu Sans Bold advance widths in em, good enough to wrap titles without measuring.
const NARROW_CHARS = new Set("iljtfrI'.,:;!()- ");
const WIDE_CHARS = new Set('mwMW');
function estimateWidth(text: string, size: number): number {
  let em = 0;
  for (const c of text) {
    if (NARROW_CHARS.has(c)) em += 0.42;
    else if (WIDE_CHARS.has(c)) em += 1.05;
    else if (c >= 'A' && c <= 'Z') em += 0.78;
    else em += 0.66;
  }
  return em * size;
}

/** Greedy word wrap to lines at most TEXT_WIDTH wide; null when a word alone is too wide. */
function wrapWords(text: string, size: number): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (estimateWidth(word, size) > TEXT_WIDTH) return null;
    const candidate = line ? `${line} ${word}` : word;
    if (estimateWidth(candidate, size) <= TEXT_WIDTH) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest title size at which the title fits the cover in at most four lines. */
function layoutTitle(title: string): { size: number; lines: string[] } {
  for (const size of [76, 68, 60, 54, 48, 42, 38]) {
    const lines = wrapWords(title, size);
    if (lines && lines.length <= 4) return { size, lines };
  }
  throw new Error(`The title "${title}" is too long for a cover`);
}

/** One of three simple geometric motifs in the top right corner, chosen by `variant`. */
function drawDecoration(variant: number, accent: string, background: string): string {
  if (variant === 0) {
    return [
      `<circle cx="510" cy="140" r="115" fill="${accent}"/>`,
      `<circle cx="510" cy="140" r="76" fill="${background}"/>`,
      `<circle cx="510" cy="140" r="38" fill="${accent}"/>`,
    ].join('');
  }
  if (variant === 1) {
    return [0, 1, 2]
      .map((i) => {
        const x = 330 + i * 70;
        return `<polygon points="${x},0 ${x + 40},0 ${x + 250},210 ${x + 210},210" fill="${accent}" opacity="${0.9 - i * 0.25}"/>`;
      })
      .join('');
  }
  const dots: string[] = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 5; col++) {
      dots.push(`<circle cx="${404 + col * 38}" cy="${70 + row * 38}" r="8" fill="${accent}"/>`);
    }
  }
  return dots.join('');
}

function buildCoverSvg(demo: DemoBook, categoryId: CategoryId, variant: number): string {
  const style = COVER_STYLES[categoryId];
  const categoryName = CATEGORIES.find((c) => c.id === categoryId)!.name.toUpperCase();
  const title = layoutTitle(demo.title);
  const lineHeight = Math.round(title.size * 1.15);
  const titleTop = 330;
  const titleLines = title.lines
    .map(
      (line, i) =>
        `<text x="${TEXT_LEFT}" y="${titleTop + i * lineHeight}" font-size="${title.size}" font-weight="bold">${escapeXml(line)}</text>`,
    )
    .join('');
  const ruleY = titleTop + (title.lines.length - 1) * lineHeight + 40;
  // Regular weight is about 0.9 times as wide as bold.
  const authorSize = Math.min(30, Math.floor(TEXT_WIDTH / estimateWidth(demo.author, 1) / 0.9));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="${style.background}"/>`,
    drawDecoration(variant, style.accent, style.background),
    // A darker strip on the left reads as the book's spine.
    `<rect width="26" height="${COVER_HEIGHT}" fill="#000000" opacity="0.2"/>`,
    `<g font-family="${FONT}" fill="${style.text}">`,
    `<text x="${TEXT_LEFT}" y="90" font-size="20" font-weight="bold" letter-spacing="3" opacity="0.85">${escapeXml(categoryName)}</text>`,
    titleLines,
    `<rect x="${TEXT_LEFT}" y="${ruleY}" width="110" height="8" fill="${style.accent}"/>`,
    `<text x="${TEXT_LEFT}" y="${ruleY + 60}" font-size="${authorSize}">${escapeXml(demo.author)}</text>`,
    `</g>`,
    `<rect y="${COVER_HEIGHT - 36}" width="${COVER_WIDTH}" height="36" fill="${style.accent}" opacity="0.9"/>`,
    `</svg>`,
  ].join('');
}

function buildAvatarSvg(name: string, colour: string): string {
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  // 0.35 em below the centre puts the capitals' middle on the circle's centre.
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    `<circle cx="128" cy="128" r="128" fill="${colour}"/>`,
    `<text x="128" y="${128 + 0.35 * 100}" font-family="${FONT}" font-size="100" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
}

const renderPng = (svg: string) => sharp(Buffer.from(svg)).png().toBuffer();

// ---------------------------------------------------------------------------------------------
// Seeding
// ---------------------------------------------------------------------------------------------

type Context = {
  config: Config;
  db: Database;
  storage: ImageStorage;
  auth: ReturnType<typeof createAuth>;
};

/** Catches typos in the tables above before anything is written. */
function checkPlan(): void {
  const titles = Object.values(BOOKS).flatMap((books) => books.map((b) => b.title));
  titles.forEach(layoutTitle);
  const duplicate = titles.find((t, i) => titles.indexOf(t) !== i);
  if (duplicate) throw new Error(`Duplicate demo title: ${duplicate}`);
  const referenced = [
    ...ADVERTISED_TITLES,
    ...SALES.map((s) => s.title),
    ...PENDING_BOOKINGS.map((b) => b.title),
  ];
  const unknown = referenced.find((t) => !titles.includes(t));
  if (unknown) throw new Error(`Unknown demo title: ${unknown}`);
  const soldAndAdvertised = SALES.find((s) => ADVERTISED_TITLES.includes(s.title));
  if (soldAndAdvertised)
    throw new Error(`A sold book cannot be advertised: ${soldAndAdvertised.title}`);
  const soldAndBooked = PENDING_BOOKINGS.find((b) => SALES.some((s) => s.title === b.title));
  if (soldAndBooked) throw new Error(`A sold book cannot be booked: ${soldAndBooked.title}`);
}

/** Places students meet on a Dhaka campus, offered in the booking modal. */
const MEETUP_SPOTS = [
  'Central Library, front steps',
  'TSC, Dhaka University',
  'Curzon Hall gate',
  'Science Library',
  'Mall Chattar',
];

async function hasBooks(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: book.id }).from(book).limit(1);
  return Boolean(row);
}

/** Demo e-mails already taken: left by an earlier run that stopped before adding books. */
async function findTakenEmails(db: Database): Promise<string[]> {
  const emails = [...Object.values(SELLERS), ...Object.values(BUYERS)].map((p) => p.email);
  const rows = await db.select({ email: user.email }).from(user).where(inArray(user.email, emails));
  return rows.map((r) => r.email);
}

/** A failure after the first write: the database holds part of the demo data. */
class PartlySeededError extends Error {}

/** Signs a person up through Better Auth with a generated avatar, as the sign-up route does. */
async function createAccount(
  ctx: Context,
  person: DemoPerson,
  role: 'seller' | 'buyer',
  colour: string,
): Promise<string> {
  const avatar = await createUpload(
    ctx.db,
    ctx.storage,
    await renderPng(buildAvatarSvg(person.name, colour)),
    null,
  );
  const { user: created } = await ctx.auth.api.signUpEmail({
    body: {
      name: person.name,
      email: person.email,
      password: DEMO_PASSWORD,
      role,
    },
  });
  // Like POST /api/auth/sign-up/email: the avatar is claimed and kept as the account's photo.
  await startAccount(ctx.db, created.id, {
    uploadId: avatar.id,
    campusId: person.campus,
    locale: 'en',
  });
  // autoSignIn opened a session nobody holds the cookie of; drop it.
  await ctx.db.delete(session).where(eq(session.userId, created.id));
  return created.id;
}

async function createAccounts(ctx: Context) {
  const sellerIds = {} as Record<SellerKey, string>;
  const buyerIds = {} as Record<BuyerKey, string>;
  let colour = 0;
  const nextColour = () => AVATAR_COLOURS[colour++ % AVATAR_COLOURS.length]!;
  for (const [key, seller] of Object.entries(SELLERS) as [SellerKey, DemoSeller][]) {
    sellerIds[key] = await createAccount(ctx, seller, 'seller', nextColour());
  }
  for (const [key, buyer] of Object.entries(BUYERS) as [BuyerKey, DemoPerson][]) {
    buyerIds[key] = await createAccount(ctx, buyer, 'buyer', nextColour());
  }
  const verified = (Object.keys(SELLERS) as SellerKey[]).filter((key) => SELLERS[key].verified);
  await ctx.db
    .update(user)
    .set({ verified: true })
    .where(
      inArray(
        user.id,
        verified.map((key) => sellerIds[key]),
      ),
    );
  return { sellerIds, buyerIds };
}

type PlannedBook = { demo: DemoBook; categoryId: CategoryId; index: number };

/** Books in round-robin category order, so the newest-first listing mixes the categories. */
function interleaveBooks(): PlannedBook[] {
  const lists = CATEGORIES.map((c) =>
    BOOKS[c.id].map((demo, index): PlannedBook => ({ demo, categoryId: c.id, index })),
  );
  const longest = Math.max(...lists.map((list) => list.length));
  const result: PlannedBook[] = [];
  for (let i = 0; i < longest; i++) {
    for (const list of lists) {
      const planned = list[i];
      if (planned) result.push(planned);
    }
  }
  return result;
}

async function createBooks(ctx: Context, sellerIds: Record<SellerKey, string>) {
  const created = new Map<string, Book>();
  const listed: Record<SellerKey, number> = {
    nusrat: 0,
    tanvir: 0,
    farhana: 0,
    rakib: 0,
    sadia: 0,
  };
  for (const { demo, categoryId, index } of interleaveBooks()) {
    const seller = SELLERS[demo.seller];
    const sellerId = sellerIds[demo.seller];
    const cover = await renderPng(buildCoverSvg(demo, categoryId, index % 3));
    const upload = await createUpload(ctx.db, ctx.storage, cover, sellerId);
    // Each seller's listings alternate between their usual meeting spots.
    const location = seller.locations[listed[demo.seller]++ % seller.locations.length]!;
    const input = ZBookInput.parse({
      name: demo.title,
      price: demo.price,
      location,
      originalPrice: demo.originalPrice,
      sellerPhone: seller.phone,
      categoryId,
      condition: demo.condition,
      purchaseYear: demo.year,
      description: demo.description,
      image: upload.id,
    });
    created.set(demo.title, await createBook(ctx.db, sellerId, input));
  }
  return created;
}

async function advertiseBooks(ctx: Context, books: Map<string, Book>) {
  for (const title of ADVERTISED_TITLES) {
    const target = books.get(title)!;
    await advertiseBook(ctx.db, target.seller.id, target.id);
  }
}

/** A paid booking, its succeeded payment and the sold book, all or nothing. */
async function recordDemoSale(ctx: Context, target: Book, buyerId: string, sale: DemoBooking) {
  await ctx.db.transaction(async (tx) => {
    const [paid] = await tx
      .insert(booking)
      .values({
        bookId: target.id,
        buyerId,
        buyerPhone: BUYERS[sale.buyer].phone,
        meetingLocation: sale.meetingLocation,
        price: target.price,
      })
      .returning({ id: booking.id });
    await tx.insert(payment).values({
      bookingId: paid!.id,
      bookId: target.id,
      buyerId,
      amount: target.price,
      currency: 'bdt',
      provider: 'test',
      providerRef: `demo_${randomBytes(12).toString('hex')}`,
      status: 'succeeded',
    });
    await sellBook(tx, { bookId: target.id, bookingId: paid!.id, sellerId: target.seller.id });
  });
}

async function createBookings(
  ctx: Context,
  books: Map<string, Book>,
  buyerIds: Record<BuyerKey, string>,
) {
  for (const sale of SALES) {
    await recordDemoSale(ctx, books.get(sale.title)!, buyerIds[sale.buyer], sale);
  }
  for (const pending of PENDING_BOOKINGS) {
    const target = books.get(pending.title)!;
    await ctx.db.insert(booking).values({
      bookId: target.id,
      buyerId: buyerIds[pending.buyer],
      buyerPhone: BUYERS[pending.buyer].phone,
      meetingLocation: pending.meetingLocation,
      price: target.price,
      status: 'pending',
    });
  }
}

/** What waits for the admins in a fresh demo: two reported books and two contact messages. */
const DEMO_REPORTS: { title: string; buyer: BuyerKey; reason: string }[] = [
  { title: 'Data Structures', buyer: 'arif', reason: 'fake' },
  { title: 'Data Structures', buyer: 'mehjabin', reason: 'wrong-category' },
  { title: 'Accounting Principles', buyer: 'shafin', reason: 'already-sold' },
];
const DEMO_CONTACT_MESSAGES = [
  {
    firstName: 'Farhana',
    lastName: 'Akter',
    email: 'farhana.akter@example.com',
    message: 'Can my club sell its old textbooks together, from one account?',
  },
  {
    firstName: 'Rakib',
    lastName: 'Hasan',
    email: 'rakib.hasan@example.com',
    message: 'A seller asked me to pay by bKash before we met. Is that allowed?',
  },
];

async function createReportsAndMessages(
  ctx: Context,
  books: Map<string, Book>,
  buyerIds: Record<BuyerKey, string>,
) {
  for (const report of DEMO_REPORTS)
    await reportBook(ctx.db, buyerIds[report.buyer], books.get(report.title)!.id, report.reason);
  for (const message of DEMO_CONTACT_MESSAGES) await createContactMessage(ctx.db, message, null);
}

// ---------------------------------------------------------------------------------------------
// Summary
// ---------------------------------------------------------------------------------------------

async function printSummary(ctx: Context, books: Map<string, Book>, seconds: number) {
  const rows = await ctx.db
    .select({ categoryId: book.categoryId, status: book.status, books: count() })
    .from(book)
    .groupBy(book.categoryId, book.status);
  const tally = (id: string, status?: string) =>
    rows
      .filter((r) => r.categoryId === id && (!status || r.status === status))
      .reduce((sum, r) => sum + r.books, 0);
  const total = [...books.values()].reduce((sum, b) => sum + b.price, 0);

  console.log(`Demo catalog ready in ${seconds.toFixed(1)} s.`);
  console.log('');
  console.log(
    `Books: ${books.size} (${ADVERTISED_TITLES.length} advertised, ${SALES.length} sold, ` +
      `${PENDING_BOOKINGS.length} with a pending booking; listed value ${formatTaka(total)})`,
  );
  console.log(
    `For the admins: ${new Set(DEMO_REPORTS.map((r) => r.title)).size} reported books, ` +
      `${DEMO_CONTACT_MESSAGES.length} contact messages`,
  );
  for (const c of CATEGORIES) {
    console.log(
      `  ${c.name.padEnd(22)} ${String(tally(c.id)).padStart(2)} (${tally(c.id, 'sold')} sold)`,
    );
  }
  console.log('');
  console.log(`Demo accounts (password for all: ${DEMO_PASSWORD})`);
  const accounts = [
    ...Object.values(SELLERS).map((s) => ({
      ...s,
      role: s.verified ? 'seller (verified)' : 'seller',
    })),
    ...Object.values(BUYERS).map((b) => ({ ...b, role: 'buyer' })),
  ];
  for (const account of accounts) {
    console.log(`  ${account.role.padEnd(18)} ${account.email.padEnd(34)} ${account.name}`);
  }
  console.log('');
  console.log(
    `Sign in: start the app on the same data (npm run dev, or npm start after a build), ` +
      `open ${ctx.config.publicUrl}/login and use any e-mail above with ${DEMO_PASSWORD}.`,
  );
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

async function seedDemo(config: Config): Promise<void> {
  const started = performance.now();
  checkPlan();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: pgliteDirIn(config.dataDir),
  });
  try {
    await migrateDatabase(database, config.rootDir);
    await seedCategories(database.db);
    if (await hasBooks(database.db)) {
      console.log('The database already has books; seed:demo only fills an empty one.');
      return;
    }
    const taken = await findTakenEmails(database.db);
    if (taken.length) {
      throw new Error(
        `Demo accounts exist but no books (an earlier run stopped?): ${taken.join(', ')}`,
      );
    }
    const ctx: Context = {
      config,
      db: database.db,
      storage: await imageStorage(config),
      auth: createAuth({ config, db: database.db, secret: resolveAuthSecret(config) }),
    };
    try {
      const { sellerIds, buyerIds } = await createAccounts(ctx);
      const books = await createBooks(ctx, sellerIds);
      await advertiseBooks(ctx, books);
      await createBookings(ctx, books, buyerIds);
      await createReportsAndMessages(ctx, books, buyerIds);
      // The University of Dhaka's places.
      for (const name of MEETUP_SPOTS) await addMeetupSpot(ctx.db, { name, campusId: 'du' });
      await printSummary(ctx, books, (performance.now() - started) / 1000);
    } catch (error) {
      throw new PartlySeededError('The database now holds part of the demo data.', {
        cause: error,
      });
    }
  } finally {
    await database.close();
  }
}

try {
  await seedDemo(loadConfig());
} catch (error) {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof PartlySeededError) {
    console.error('seed:demo failed:', error.cause);
    console.error(`${error.message} Empty it (or use a fresh DATA_DIR) and run again.`);
  } else console.error('seed:demo failed:', error);
  process.exitCode = 1;
}
