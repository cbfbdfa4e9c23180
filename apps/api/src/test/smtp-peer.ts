/**
 * A real SMTP server on a free local port that keeps what it receives, for tests: the API's
 * (through smtp.ts) and the browser tests' (e2e), so it needs nothing of the app.
 */
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part (the branded wrapper, decision 0052), null when there is none. */
  html: string | null;
  /** Headers by lower-case name (folded lines joined). */
  headers: Record<string, string>;
}

/** Headers by lower-case name (folded lines joined), and the body after them. */
function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const byName: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) byName[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers: byName, body: rest.join('\n\n') };
}

/** A part's body as text: 7bit, quoted-printable or base64, in UTF-8. */
function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  return Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** The text/plain and text/html leaves of a MIME tree (multipart/mixed, /alternative). */
function leaves(raw: string): { type: string; text: string }[] {
  const { headers, body } = splitPart(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => leaves(part.replace(/^\r?\n/, '')));
  }
  return [
    { type: type.split(';')[0]?.trim().toLowerCase() ?? '', text: decodeBody(headers, body) },
  ];
}

/** Enough MIME for the e-mails we send: headers, the plain text part and the HTML part. */
function parseEmail(raw: string): Omit<ReceivedEmail, 'to'> {
  const { headers } = splitPart(raw);
  const parts = leaves(raw);
  // A part's own trailing line break belongs to the MIME structure, not the text.
  const partOf = (type: string) =>
    parts.find((part) => part.type === type)?.text.replace(/\r?\n$/, '') ?? null;
  return {
    subject: headers['subject'] ?? '',
    text: partOf('text/plain') ?? '',
    html: partOf('text/html'),
    headers,
  };
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
          ...parseEmail(Buffer.concat(chunks).toString('latin1')),
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
