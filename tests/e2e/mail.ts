import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReceivedMail } from '../helpers/local-smtp';
import { e2eServer } from './server';

/**
 * Waits for the browser tests' local SMTP server to receive an e-mail to `to` holding a link to
 * `path` (as `/reset-password`), and returns that link.
 */
export async function linkMailedTo(to: string, path: string): Promise<string> {
  const dir = e2eServer().mailDir;
  const pattern = new RegExp(`https?://[^\\s]+${path}\\?token=[a-z2-7]+`);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    for (const file of readdirSync(dir)) {
      const mail = JSON.parse(readFileSync(join(dir, file), 'utf8')) as ReceivedMail;
      // Quoted-printable folds the long link across lines and writes '=' as '=3D'; undo both.
      const body = mail.body.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = pattern.exec(body)?.[0];
      if (mail.to.includes(to) && link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail with a ${path} link reached ${to}`);
}
