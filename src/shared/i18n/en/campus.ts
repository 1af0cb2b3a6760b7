// The campus area's texts in English.
export const CAMPUS = {
  campusUnknown: 'Choose your campus from the list',
  'campus.label': 'Campus',
  'campus.placeholder': 'Type your university’s name',
  'campus.none': 'No campus matches “{words}”',
  'campus.clear': 'No campus',
  'campus.optional': 'Optional: your books and lists start there',
  'campus.saved': 'Your campus is saved',
  'campus.all': 'All campuses',
  'campus.where': 'Books at',
  'campus.another': 'Another campus',
} as const;
