/** The names the app gives its fixed things: itself, the six categories, a book's conditions. */
export const NAMES = {
  appName: 'Boipoka',
  appTagline: 'Providing reliable service since 2022',
  noscript: 'Boipoka needs JavaScript to run.',
  'category.job-preparation': 'Job Preparation',
  'category.admission-test': 'Admission Test',
  'category.university-academic': 'University Academic',
  'category.science-fiction': 'Science Fiction',
  'category.novel-and-story': 'Novel and Story',
  'category.others': 'Others',
  'condition.Excellent': 'Excellent',
  'condition.Good': 'Good',
  'condition.Fair': 'Fair',
} as const;
