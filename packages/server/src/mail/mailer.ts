/**
 * Outgoing mail. No mail server is configured in this reference server, so the default mailer
 * writes each message, with its link, to the server log (README: "Email"); tests pass a mailer
 * that keeps the messages.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one action link of the message (reset or verify). */
  link: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** What the log shows instead of a link outside development (F11). */
export const LINK_WITHHELD =
  '[link withheld: set NODE_ENV=development or SAVDO_MAIL_LINKS_IN_LOG=1 to log it]';

export function createLogMailer(
  logger: FastifyBaseLogger,
  { showLinks = false }: { showLinks?: boolean } = {},
): Mailer {
  return {
    async send(message) {
      const link = showLinks ? message.link : LINK_WITHHELD;
      logger.info(
        { mail: { to: message.to, subject: message.subject } },
        `mail (no mail server configured) to ${message.to}: ${message.subject} ${link}`,
      );
    },
  };
}

/**
 * Writes each message as a JSON file (`{ to, subject, text, link, sent_at }`) into `dir`, then
 * hands it to `next` (the log): SAVDO_MAIL_DIR's mail drop, which a developer opens and the
 * end-to-end tests read reset links from. A file appears whole (written aside, then renamed).
 */
export function createDirectoryMailer(dir: string, next: Mailer): Mailer {
  let sequence = 0;
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      sequence += 1;
      const name = `${Date.now()}-${process.pid}-${sequence}.json`;
      const body = JSON.stringify({ ...message, sent_at: new Date().toISOString() }, null, 2);
      await writeFile(join(dir, `.${name}.part`), body, { mode: 0o600 });
      await rename(join(dir, `.${name}.part`), join(dir, name));
      await next.send(message);
    },
  };
}

/** Keeps messages in memory: for tests and for the admin command line. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
