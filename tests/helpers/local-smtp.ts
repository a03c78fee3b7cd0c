/** A real SMTP server on loopback (the smtp-server package) that keeps every message it receives. */
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  body: string;
}

/**
 * `saveTo`, when given, is a folder that also receives every message as a JSON file, so a process
 * other than the one running the server (a browser test's worker) can read the mailbox.
 */
export async function startLocalSmtp({ saveTo }: { saveTo?: string } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          body,
        };
        received.push(mail);
        if (saveTo) writeFileSync(join(saveTo, `${received.length}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type LocalSmtp = Awaited<ReturnType<typeof startLocalSmtp>>;
