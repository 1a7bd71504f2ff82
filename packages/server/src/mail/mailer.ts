/**
 * Outgoing mail. No mail server is configured in this reference server, so the default mailer
 * writes each message, with its link, to the server log (README: "Email"); tests pass a mailer
 * that keeps the messages.
 */
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
