import { randomBytes } from 'node:crypto';
import { writeFile as writeFileCallback } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { promisify } from 'node:util';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { APP_NAME } from '../../shared/constants';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send(mail: Mail): Promise<void> };

// The callback form: it opens no FileHandle, which costs a busy server more than the write.
const writeFile = promisify(writeFileCallback);

const FROM = `${APP_NAME} <no-reply@boipoka.app>`;

/** Each message written as an .eml file under `dir`, readable by any mail program. */
export function outboxMailer(dir: string): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  // The folder is made once; a write that finds it gone (someone removed it) makes it again.
  let made: Promise<unknown> | null = null;
  const write = async (path: string, message: Buffer) => {
    await (made ??= mkdir(dir, { recursive: true }));
    await writeFile(path, message);
  };
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: FROM, ...mail });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const path = join(dir, name);
      try {
        await write(path, info.message as Buffer);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        made = null;
        await write(path, info.message as Buffer);
      }
    },
  };
}

export function smtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from: FROM, ...mail });
    },
  };
}

/** The mailer the settings name: SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox. */
export const mailerFor = (config: { smtpUrl?: string | undefined; dataDir: string }): Mailer =>
  config.smtpUrl ? smtpMailer(config.smtpUrl) : outboxMailer(join(config.dataDir, 'outbox'));
