/** How amounts and spans of time read, around the numbers `Intl` writes. */
export const FORMAT = {
  taka: 'TK {amount}',
  yearsOfUseUnderOne: 'lesser than 1 year',
  yearsOfUse: '{years, plural, one {# year} other {# years}}',
} as const;
