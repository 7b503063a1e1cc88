import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** One mail as the sink stored it: the envelope's recipients and the raw RFC 822 message. */
export interface StoredMail {
  from: string | null;
  to: string[];
  raw: string;
  receivedAt: number;
}

/**
 * A local SMTP server that accepts every mail without TLS or authentication and writes it as
 * JSON into `dir`, where tests (which run in other processes) read it with the mailbox helpers.
 */
export async function startMailSink(port: number, dir: string): Promise<{ stop: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const mail: StoredMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: Date.now(),
        };
        // Written under a temporary name and renamed would be safer, but a reader only parses files
        // it can parse and retries, so a half-written file is simply seen on the next poll.
        writeFileSync(join(dir, `${mail.receivedAt}-${randomUUID()}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return { stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
