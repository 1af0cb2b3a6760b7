// The listing area's texts in Bangla.
import type { LISTING as EN } from '../en/listing';

export const LISTING = {
  'listingForm.photoHelp':
    'একসাথে কয়েকটি বেছে নিতে পারেন; যে ক্রমে বাছবেন, সেই ক্রমেই থাকবে। তীর চিহ্ন দিয়ে বা টেনে ক্রম বদলান।',
  'listingForm.choosePhotos': 'ছবি বেছে নিন',
  'listingForm.takePhoto': 'ছবি তুলুন',
  'listingForm.notUploaded': 'আপলোড হয়নি',
  'listingForm.retry': 'আবার চেষ্টা করুন',
  'listingForm.retryPhoto': 'ছবি {number} আবার আপলোড করুন',
  'listingForm.photoProblem': 'ছবি {number}: {reason}',
  'listingForm.photoMoved': 'ছবিটি এখন {number} নম্বরে।',
  'listingForm.waitForPhotos': 'ছবিগুলো আপলোড হওয়া পর্যন্ত অপেক্ষা করুন।',
  'listingForm.photosFailed': 'একটি ছবি আপলোড হয়নি; আবার চেষ্টা করুন, অথবা ছবিটি সরান।',
  'listingForm.isbnHint': 'বইয়ের নাম ও লেখক নিজে থেকেই পূরণ হবে।',
  'listingForm.cover': 'কভারের ছবি',
  'listingForm.isbnFilled': 'ISBN থেকে পূরণ করা হয়েছে: {fields}।',
  'listingForm.isbnKept': 'আপনি যা লিখেছেন, তা রাখা হয়েছে।',
  'listingForm.scanIsbn': 'বারকোড স্ক্যান করুন',
  'listingForm.scanTitle': 'ISBN বারকোড স্ক্যান করুন',
  'listingForm.scanHelp': 'বইয়ের পেছনের মলাটের বারকোডটি ক্যামেরার সামনে ধরুন।',
  'listingForm.camera': 'ক্যামেরা',
  'listingForm.stopScan': 'স্ক্যান বন্ধ করুন',
  'listingForm.noCamera': 'ক্যামেরা চালু করা যায়নি। ISBN লিখে দিন।',
  'listingForm.notIsbnBarcode': 'এই বারকোডটি ISBN নয়; ISBN নম্বরের ওপরের বারকোডটি স্ক্যান করুন।',
  'listingForm.contact': 'আপনার মোবাইল নম্বর ও লোকেশন',
  'listingForm.fromLastBook': 'আপনার আগের বই থেকে পূরণ করা হয়েছে; আলাদা হলে বদলে দিন।',
} as const satisfies Record<keyof typeof EN, string>;
