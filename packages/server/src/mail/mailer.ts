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

export function createLogMailer(logger: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      logger.info(
        { mail: { to: message.to, subject: message.subject } },
        `mail (no mail server configured) to ${message.to}: ${message.subject} ${message.link}`,
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
