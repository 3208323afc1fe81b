/**
 * A local SMTP relay for API tests and browser journeys (the `smtp-server` package) on 127.0.0.1,
 * with a self-signed certificate made by openssl for the test (its PEM is the client's CA file):
 * STARTTLS on a plain port, or implicit TLS, or — to prove the client refuses it — no STARTTLS at
 * all. It asks for a login (only over TLS), records each message with the TLS and login it came
 * over, and reads it as a mail reader would: headers unfolded and RFC 2047 words decoded, the
 * multipart/alternative split, base64 and quoted-printable parts decoded as their charset says. It
 * can refuse given recipients (550) and answer the next messages "try later" (451).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export const STAND_IN_SMTP_USER = 'relay-user';
export const STAND_IN_SMTP_PASSWORD = 'relay-password-0123';

export interface SmtpStandInOptions {
  /** TLS from the first byte (smtps://), instead of STARTTLS. */
  implicitTls?: boolean;
  /** No STARTTLS at all, and a login in the clear: a relay that would take mail unencrypted. */
  withoutTls?: boolean;
}

interface MimePart {
  headers: Map<string, string>;
  /** The decoded text, as its charset says. */
  content: string;
}

interface ReceivedMail {
  from: string;
  to: string[];
  /** The Subject header as written on the wire (RFC 2047 words). */
  rawSubject: string;
  /** The Subject decoded. */
  subject: string;
  text?: MimePart;
  html?: MimePart;
  /** Whether the message came over TLS, and as whom. */
  secure: boolean;
  user?: string;
}

export interface SmtpStandIn {
  port: number;
  /** The self-signed certificate's PEM file, for SMTP_TLS_CA_FILE. */
  caFile: string;
  /** SMTP_URL, MAIL_FROM and SMTP_TLS_CA_FILE for an app using this relay. */
  env: Record<string, string>;
  messages: ReceivedMail[];
  /** Commands refused: `RCPT 550`, `DATA 451`, `AUTH 535`. */
  refusals: string[];
  refuseRecipient(address: string): void;
  /** The next `count` messages are answered 451 at DATA. */
  failNext(count: number): void;
  close(): Promise<void>;
}

function selfSignedCertificate(dir: string): { key: string; cert: string; certFile: string } {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}

/** RFC 2047 encoded words (B and Q) decoded; whitespace between two words dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, charset: string, encoding: string, text: string) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-Fa-f]{2})/g, (__, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
              'latin1',
            );
      return new TextDecoder(charset).decode(bytes);
    });
}

function quotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else bytes.push(joined.charCodeAt(index));
  }
  return Buffer.from(bytes);
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const headerText = (end < 0 ? raw : raw.slice(0, end)).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of headerText.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end < 0 ? '' : raw.slice(end + 4) };
}

/** The leaf parts of a MIME entity, decoded. */
function mimeParts(raw: string): MimePart[] {
  const { headers, body } = splitEntity(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => mimeParts(part.replace(/^\r\n/, '')));
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = /charset="?([^";]+)"?/i.exec(type)?.[1] ?? 'us-ascii';
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body)
        : Buffer.from(body, 'latin1');
  return [{ headers, content: new TextDecoder(charset).decode(bytes).replace(/\r\n$/, '') }];
}

export async function startSmtpStandIn(options: SmtpStandInOptions = {}): Promise<SmtpStandIn> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'boltx-smtp-'));
  const { key, cert, certFile } = selfSignedCertificate(dir);
  const messages: ReceivedMail[] = [];
  const refusals: string[] = [];
  const refusedRecipients = new Set<string>();
  let failures = 0;

  const server = new SMTPServer({
    secure: options.implicitTls ?? false,
    key,
    cert,
    name: 'localhost',
    disabledCommands: options.withoutTls ? ['STARTTLS'] : [],
    authMethods: ['PLAIN', 'LOGIN'],
    authOptional: false,
    allowInsecureAuth: options.withoutTls ?? false,
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 1_000,
    onAuth(auth, _session, callback) {
      if (auth.username === STAND_IN_SMTP_USER && auth.password === STAND_IN_SMTP_PASSWORD) {
        callback(null, { user: auth.username });
        return;
      }
      refusals.push('AUTH 535');
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (refusedRecipients.has(address.address.toLowerCase())) {
        refusals.push('RCPT 550');
        callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          refusals.push('DATA 451');
          callback(Object.assign(new Error('4.3.0 Try again later'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('latin1');
        const { headers } = splitEntity(raw);
        const parts = mimeParts(raw);
        const rawSubject = headers.get('subject') ?? '';
        const from = session.envelope.mailFrom;
        messages.push({
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          rawSubject,
          subject: decodeWords(rawSubject),
          text: parts.find((part) => /^text\/plain/i.test(part.headers.get('content-type') ?? 'text/plain')),
          html: parts.find((part) => /^text\/html/i.test(part.headers.get('content-type') ?? '')),
          secure: session.secure,
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  server.on('error', () => {});

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  const scheme = options.implicitTls ? 'smtps' : 'smtp';
  return {
    port,
    caFile: certFile,
    env: {
      SMTP_URL: `${scheme}://${STAND_IN_SMTP_USER}:${STAND_IN_SMTP_PASSWORD}@127.0.0.1:${port}`,
      SMTP_TLS_CA_FILE: certFile,
      MAIL_FROM: '볼트X <help@boltx.example>',
    },
    messages,
    refusals,
    refuseRecipient(address) {
      refusedRecipients.add(address.toLowerCase());
    },
    failNext(count) {
      failures += count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}
