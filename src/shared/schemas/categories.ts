import { z } from './zod';

export const ZCategory = z
  .object({
    id: z.string(),
    name: z.string(),
    availableBooks: z.number().int().nonnegative(),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof ZCategory>;
