/**
 * The e-mails the e2e server sent, as the mail server of tests/e2e/global-setup.ts wrote them
 * (one .eml file each in E2E_MAIL_DIR), read back with mailparser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

export type SentMail = { to: string; subject: string; replyTo: string; text: string; html: string };

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: the e2e global setup starts the mail server');
  return dir;
}

async function readAll(): Promise<SentMail[]> {
  const dir = mailDir();
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (name) => {
      const parsed = await simpleParser(readFileSync(join(dir, name)));
      return {
        to: parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '',
        subject: parsed.subject ?? '',
        replyTo: parsed.replyTo?.text ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
      };
    }),
  );
}

/** Waits up to `timeoutMs` for the e-mails that match, and resolves once there are `count`. */
export async function waitForMails(
  matches: (mail: SentMail) => boolean,
  count = 1,
  timeoutMs = 15_000,
): Promise<SentMail[]> {
  const start = Date.now();
  for (;;) {
    const found = (await readAll()).filter(matches);
    if (found.length >= count) return found;
    if (Date.now() - start > timeoutMs)
      throw new Error(`timed out waiting for ${count} e-mail(s), found ${found.length}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
