import { z } from './zod';

/** The audit log's filters: an action ('user.suspend', or a family 'user.'), who, to whom. */
export const ZAuditQuery = z.object({
  action: z
    .string()
    .max(60)
    .regex(/^[a-z_.-]+$/)
    .optional(),
  actor: z.string().max(100).optional(),
  target: z.string().max(100).optional(),
  cursor: z.string().max(500).optional(),
});
export type AuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditEntry = z
  .object({
    id: z.string(),
    action: z.string(),
    actor: z.object({ id: z.string(), name: z.string() }),
    target: z.object({ type: z.string(), id: z.string(), name: z.string().nullable() }),
    details: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditPage = z.object({ items: ZAuditEntry.array(), next: z.string().nullable() });
export type AuditPage = z.infer<typeof ZAuditPage>;
