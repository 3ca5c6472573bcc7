import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A received email, decoded enough for assertions. */
export interface CapturedEmail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpCapture {
  url: string;
  messages: CapturedEmail[];
  /** Resolves with the first message (already received or arriving later) that matches. */
  waitFor(match: (email: CapturedEmail) => boolean, timeoutMs?: number): Promise<CapturedEmail>;
  /** Makes the next `count` deliveries fail with a temporary error (to exercise retries). */
  failNext(count: number): void;
  /** How many deliveries were refused by failNext. */
  refused(): number;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (random port) that keeps every message it receives. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedEmail[] = [];
  const waiters: { match: (email: CapturedEmail) => boolean; resolve: (email: CapturedEmail) => void }[] = [];
  let failures = 0;
  let refusedCount = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          refusedCount += 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const email = parseEmail(
          raw,
          session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          session.envelope.rcptTo.map((r) => r.address),
        );
        messages.push(email);
        for (const waiter of [...waiters]) {
          if (waiter.match(email)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(email);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(match, timeoutMs = 10_000) {
      const existing = messages.find(match);
      if (existing) return Promise.resolve(existing);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching email arrived')), timeoutMs);
        waiters.push({
          match,
          resolve: (email) => {
            clearTimeout(timer);
            resolve(email);
          },
        });
      });
    },
    failNext(count) {
      failures = count;
    },
    refused: () => refusedCount,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Just enough MIME: headers, multipart/alternative parts, quoted-printable and base64 bodies. */
function parseEmail(raw: string, from: string, to: string[]): CapturedEmail {
  const { headers, body } = splitHeaders(raw);
  const subject = decodeEncodedWords(headers['subject'] ?? '');
  let text = '';
  let html = '';
  const visit = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      for (const section of partBody.split(`--${boundary}`).slice(1)) {
        if (section.startsWith('--')) break;
        const part = splitHeaders(section.replace(/^\r?\n/, ''));
        visit(part.headers, part.body);
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders['content-transfer-encoding'] ?? '7bit');
    if (type.toLowerCase().startsWith('text/html')) html = decoded;
    else if (type.toLowerCase().startsWith('text/plain')) text = decoded;
  };
  visit(headers, body);
  return { from, to, subject, text, html, raw };
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** RFC 2045 §6.7: soft line breaks (`=` at the end of a line) join lines; `=XX` is a byte. */
function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const char = joined[i]!;
    const hex = joined.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words in headers (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
