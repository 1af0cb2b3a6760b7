/** Whether a database error is a unique-constraint violation (23505), from pg or PGlite, wrapped or not. */
export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';
