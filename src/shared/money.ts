/** Money is integer poisha (1 TK = 100 poisha); people read and type taka. */
export const POISHA_PER_TAKA = 100;

export const takaToPoisha = (taka: number) => Math.round(taka * POISHA_PER_TAKA);

// Made once: a formatter costs far more to build than to use.
const wholeTaka = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const takaWithPoisha = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 45000 → '450'; 45050 → '450.50'; 1234500 → '12,345'. */
export function takaAmount(poisha: number): string {
  const taka = poisha / POISHA_PER_TAKA;
  return (Number.isInteger(taka) ? wholeTaka : takaWithPoisha).format(taka);
}

/** 45000 → 'TK 450'; 45050 → 'TK 450.50'. */
export const formatTaka = (poisha: number) => `TK ${takaAmount(poisha)}`;

/** 'Years of use' on a book card: this year minus the purchase year, below 1 in words. */
export function yearsOfUse(purchaseYear: number, now = new Date()): string {
  const years = now.getFullYear() - purchaseYear;
  if (years < 1) return 'lesser than 1 year';
  return years === 1 ? '1 year' : `${years} years`;
}
