import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_MAIL_DIR } from './env';
import type { StoredMail } from './mail-sink';

function readMails(): StoredMail[] {
  let names: string[];
  try {
    names = readdirSync(E2E_MAIL_DIR).sort();
  } catch {
    return [];
  }
  const mails: StoredMail[] = [];
  for (const name of names) {
    try {
      mails.push(JSON.parse(readFileSync(join(E2E_MAIL_DIR, name), 'utf8')) as StoredMail);
    } catch {
      // still being written; the next poll reads it
    }
  }
  return mails;
}

/** Waits for the newest mail to `recipient` received after `since` (ms since the epoch). */
export async function waitForMail(recipient: string, { since = 0, timeout = 15_000 } = {}): Promise<StoredMail> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const mail = readMails()
      .filter((candidate) => candidate.receivedAt >= since && candidate.to.includes(recipient.toLowerCase()))
      .at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${recipient} arrived in ${timeout} ms (mail folder: ${E2E_MAIL_DIR})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Undoes the transfer encodings a mailer may use for a text part, enough to read a link out of it. */
function decodeBodies(raw: string): string {
  const quotedPrintable = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi)].map(
    (match) => Buffer.from(match[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [quotedPrintable, ...base64Parts].join('\n');
}

export function subjectOf(mail: StoredMail): string {
  const headers = mail.raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  // Long headers are folded over several lines; a line starting with white space continues the last.
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  return /^Subject: (.*)$/im.exec(unfolded)?.[1]?.trim() ?? '';
}

/** The password-reset link the server put in a recovery mail. */
export function resetLinkFrom(mail: StoredMail): string {
  const link = /https?:\/\/[^\s"'<>]+\/reset-password\?token=[^\s"'<>&]+/.exec(decodeBodies(mail.raw))?.[0];
  if (!link) throw new Error(`no reset link in the mail:\n${mail.raw}`);
  return link;
}
