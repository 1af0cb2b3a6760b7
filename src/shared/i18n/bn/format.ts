import type { FORMAT as EN } from '../en/format';

export const FORMAT = {
  taka: '{amount} টাকা',
  yearsOfUseUnderOne: 'এক বছরের কম',
  yearsOfUse: '{years, plural, other {# বছর}}',
} as const satisfies Record<keyof typeof EN, string>;
