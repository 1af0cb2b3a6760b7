import { z } from './zod';
import type { MessageKey } from '../i18n/en';

/** The one error shape every API failure has. */
export const ZApiError = z
  .object({
    error: z.object({
      code: z.string(),
      /** In English; the client says the key's text in the reader's language instead. */
      message: z.string(),
      /** The message catalogue's key for the text, and the values of its placeholders. */
      key: z.string().optional(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      /** A sentence worked out at the time ('Try again in 3 minutes.'), by key. */
      detail: z
        .object({
          key: z.string(),
          params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
        })
        .optional(),
      /** For a validation failure: the message for each field that failed, by its path. */
      fields: z.record(z.string(), z.string()).optional(),
      /** And its key, for each field whose message is the catalogue's. */
      fieldKeys: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'ApiError' });

export const ZOk = z.object({ ok: z.literal(true) });

/** The refusals a route may answer, each in the one error shape: errorResponses(400, 401, 404). */
export const errorResponses = <Status extends number>(...statuses: Status[]) =>
  Object.fromEntries(statuses.map((status) => [status, ZApiError])) as Record<
    Status,
    typeof ZApiError
  >;

/**
 * A path's `:id` naming one record: anything but a uuid is refused before a query, with the
 * catalogue's text for that record not found.
 */
export const ZIdParam = (notFound: MessageKey) => z.object({ id: z.uuid({ error: notFound }) });
