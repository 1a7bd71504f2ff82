// The mail drop (SAVDO_MAIL_DIR, docs/decisions/0280-password-recovery.md): each sent message is a
// whole JSON file in the folder, and still goes to the next mailer (the log).
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createDirectoryMailer, createMemoryMailer } from './mailer';

const dir = mkdtempSync(join(tmpdir(), 'savdo-mail-drop-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the mail drop', () => {
  it('writes each message as a JSON file in the folder (made when missing) and passes it on', async () => {
    const next = createMemoryMailer();
    const drop = join(dir, 'mail');
    const mailer = createDirectoryMailer(drop, next);
    const message = {
      to: 'a@b.uz',
      subject: 'Reset',
      text: 'Open: http://x/r',
      link: 'http://x/r',
    };
    await mailer.send(message);
    await mailer.send({ ...message, to: 'c@d.uz' });
    const files = readdirSync(drop).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.json'))).toBe(true);
    const first = JSON.parse(readFileSync(join(drop, files[0] ?? ''), 'utf8')) as typeof message;
    expect(first).toMatchObject(message);
    expect(next.sent.map((m) => m.to)).toEqual(['a@b.uz', 'c@d.uz']);
  });

  it('SAVDO_MAIL_DIR names the folder, against the working directory; none by default', () => {
    const env = { JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(env, dir).mailDir).toBeNull();
    expect(loadConfig({ ...env, SAVDO_MAIL_DIR: 'drop' }, dir).mailDir).toBe(join(dir, 'drop'));
  });
});
