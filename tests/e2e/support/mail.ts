// The mail the e2e server sent, read from its mail drop (SAVDO_MAIL_DIR = <dataDir>/mail, set by
// global-setup; docs/decisions/0280-password-recovery.md): one JSON file per message.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  link: string;
  sent_at: string;
}

function sentMail(dataDir: string): SentMail[] {
  const dir = join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as SentMail);
}

/** The newest mail to `to` that `matches`, once it has been sent (within `timeout` ms). */
export async function waitForMail(
  dataDir: string,
  to: string,
  matches: (mail: SentMail) => boolean = () => true,
  timeout = 15_000,
): Promise<SentMail> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = sentMail(dataDir)
      .filter((mail) => mail.to.toLowerCase() === to.toLowerCase() && matches(mail))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
