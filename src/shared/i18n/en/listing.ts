// The listing area's texts in English: the Add A Book form's photos, its ISBN scan and what it
// fills in for the seller.
export const LISTING = {
  'listingForm.photoHelp':
    'Pick several at once: they stay in the order you pick them. Move one with its arrows, or drag it.',
  'listingForm.choosePhotos': 'Choose photos',
  'listingForm.takePhoto': 'Take a photo',
  'listingForm.notUploaded': 'Not uploaded',
  'listingForm.retry': 'Try again',
  'listingForm.retryPhoto': 'Upload photo {number} again',
  'listingForm.photoProblem': 'Photo {number}: {reason}',
  'listingForm.photoMoved': 'The photo is now number {number}',
  'listingForm.waitForPhotos': 'Wait until the photos are uploaded.',
  'listingForm.photosFailed': 'A photo was not uploaded: try it again, or remove it.',
  'listingForm.isbnHint': 'Fills in the book name and author for you.',
  'listingForm.cover': 'the cover photo',
  'listingForm.isbnFilled': 'Filled in from the ISBN: {fields}.',
  'listingForm.isbnKept': 'What you typed is kept.',
  'listingForm.scanIsbn': 'Scan the barcode',
  'listingForm.scanTitle': 'Scan the ISBN barcode',
  'listingForm.scanHelp': 'Hold the barcode on the back cover in front of the camera.',
  'listingForm.camera': 'Camera',
  'listingForm.stopScan': 'Stop scanning',
  'listingForm.noCamera': 'The camera could not be opened: type the ISBN instead.',
  'listingForm.notIsbnBarcode': 'This barcode is not an ISBN: scan the one above the ISBN number.',
  'listingForm.contact': 'Your mobile number and location',
  'listingForm.fromLastBook': 'Filled in from your last book: change them if they differ.',
} as const;
