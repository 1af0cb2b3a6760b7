import type { Database } from '../db/client';
import type { MailKind } from '../db/schema/site';
import type { Mail } from './mailer';

/** Writes one queued mail from what its batch read; null when there is nothing left to tell. */
export type WriteMail = (kind: MailKind, aboutId: string) => Mail | null;

/**
 * The e-mails of some kinds, as the module that queues them words them: what a batch of them
 * says is read in one query when they are sent, so each tells what the database holds then.
 */
export type MailComposer = {
  kinds: readonly MailKind[];
  read(db: Database, aboutIds: string[], publicUrl: string): Promise<WriteMail>;
};

/** A composer from the read of a batch (rows by `aboutId`) and the mail one row makes. */
export const mailComposer = <Kind extends MailKind, Row>(
  kinds: readonly Kind[],
  read: (db: Database, aboutIds: string[]) => Promise<Map<string, Row>>,
  compose: (kind: Kind, row: Row | undefined, publicUrl: string) => Mail | null,
): MailComposer => ({
  kinds,
  async read(db, aboutIds, publicUrl) {
    const rows = await read(db, aboutIds);
    // The queue asks a composer only for the kinds it registered.
    return (kind, aboutId) => compose(kind as Kind, rows.get(aboutId), publicUrl);
  },
});

// One table for the process: every server in it words a kind the same way.
const COMPOSERS = new Map<MailKind, MailComposer>();

/** A module's e-mails, registered with the module: the queue never imports a module. */
export function registerMails(...composers: MailComposer[]): void {
  for (const composer of composers)
    for (const kind of composer.kinds) {
      const held = COMPOSERS.get(kind);
      if (held && held !== composer) throw new Error(`two modules compose '${kind}' e-mails`);
      COMPOSERS.set(kind, composer);
    }
}

/** The composer of a queued mail's kind, if its module is registered. */
export const composerOf = (kind: MailKind): MailComposer | undefined => COMPOSERS.get(kind);
