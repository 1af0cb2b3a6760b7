import { z } from 'zod';

/** The one error shape every API failure has. */
export const ZApiError = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      /** For a validation failure: the message for each field that failed, by its path. */
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'ApiError' });

export const ZOk = z.object({ ok: z.literal(true) });
