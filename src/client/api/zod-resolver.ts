import { zodResolver as resolverOf } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { config } from 'zod/v4/core';
import { messageText } from '../i18n/errors';

// Zod compiles parsers with `new Function` unless told not to, which our CSP (rightly) forbids.
// Set here, where the forms get their resolver, so that Zod loads with the forms, not before.
config({ jitless: true });

/**
 * The form's resolver for a shared schema: the same checks the server makes, each field's error
 * in the reader's language (the schemas name message keys, not texts).
 */
export const zodResolver = ((...args: Parameters<typeof resolverOf>) => {
  const resolve = resolverOf(...args) as Resolver<FieldValues>;
  const localized: Resolver<FieldValues> = async (values, context, options) => {
    const result = await resolve(values, context, options);
    for (const error of Object.values(result.errors ?? {}))
      if (error && typeof error.message === 'string') error.message = messageText(error.message);
    return result;
  };
  return localized;
}) as typeof resolverOf;
