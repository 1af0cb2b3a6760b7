import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { APP_NAME } from '../../shared/constants';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send(mail: Mail): Promise<void> };

const FROM = `${APP_NAME} <no-reply@boipoka.app>`;

/** Each message written as an .eml file under `dir`, readable by any mail program. */
export function outboxMailer(dir: string): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: FROM, ...mail });
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(join(dir, name), info.message as Buffer);
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
