import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect } from './people';

/** Where the server under test writes its mails as .eml files (set by scripts/e2e.sh). */
export const mailDir = process.env.PORTAL_E2E_MAIL_DIR ?? '';

/** Quoted-printable, as the server's mails are written: soft line breaks and '=XX' bytes. */
function decodeQuotedPrintable(text: string) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The first link matching `pattern` in the newest mail to `email` written since `after` (a time in
 * ms) that has one, waiting for the server's outbox to write it.
 */
export async function linkMailedTo(email: string, after: number, pattern: RegExp) {
  expect(mailDir, 'PORTAL_E2E_MAIL_DIR (set by scripts/e2e.sh)').not.toBe('');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(mailDir).catch(() => [])).filter((name) => name.endsWith('.eml'));
        const mails = await Promise.all(
          files.map(async (name) => {
            const file = path.join(mailDir, name);
            return { text: decodeQuotedPrintable(await readFile(file, 'latin1')), time: (await stat(file)).mtimeMs };
          }),
        );
        link = mails
          .filter((mail) => mail.time >= after && mail.text.includes(email))
          .sort((a, b) => b.time - a.time)
          .map((mail) => mail.text.match(pattern)?.[0])
          .find(Boolean);
        return link;
      },
      { message: `a mail to ${email} with ${String(pattern)} in ${mailDir}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link ?? '';
}
