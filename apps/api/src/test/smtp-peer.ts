/**
 * A real SMTP server on a free local port that keeps what it receives, for tests: the API's
 * (through smtp.ts) and the browser tests' (e2e), so it needs nothing of the app.
 */
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  to: string;
  subject: string;
  text: string;
  /** Headers by lower-case name (folded lines joined). */
  headers: Record<string, string>;
}

/** Enough MIME for the plain-text e-mails we send: headers, and a 7bit or quoted-printable body. */
function parsePlainText(raw: string): Omit<ReceivedEmail, 'to'> {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const byName: Record<string, string> = {};
  for (const line of headers.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) byName[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const subject = /^Subject: (.*)$/im.exec(headers)?.[1] ?? '';
  const body = rest.join('\n\n');
  const quotedPrintable = /^Content-Transfer-Encoding: quoted-printable$/im.test(headers);
  const text = quotedPrintable
    ? Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_whole, hex: string) =>
            String.fromCharCode(parseInt(hex, 16)),
          ),
        'latin1',
      ).toString('utf8')
    : body;
  return { subject, text, headers: byName };
}

export async function startSmtpServer(): Promise<{
  url: string;
  received: ReceivedEmail[];
  close(): Promise<void>;
}> {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address).join(','),
          ...parsePlainText(Buffer.concat(chunks).toString('latin1')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
