import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeTo: string[];
  /** Header fields by lower-case name, unfolded and with encoded words decoded. */
  headers: Map<string, string>;
  text: string;
  html: string;
  /** File names of the attached documents ("rechnung-RE-2026-00001.pdf"). */
  attachments: string[];
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** While set, every message is refused after DATA with this temporary failure. */
  refuseWith: string | null;
  /** Milliseconds each message takes to be accepted, so concurrent senders overlap. */
  delayMs: number;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (body: string) => {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else bytes.push(joined.charCodeAt(index));
  }
  return Buffer.from(bytes).toString('utf8');
};

// the white space between two encoded words is not part of the text (RFC 2047, section 6.2)
const decodeWords = (value: string) =>
  value
    .replace(/(\?=)\s+(?==\?utf-8\?)/gi, '$1')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, word: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(word, 'base64').toString('utf8')
        : decodeQuotedPrintable(word.replace(/_/g, ' ')),
    );

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(
      line.slice(0, colon).trim().toLowerCase(),
      decodeWords(line.slice(colon + 1).trim()),
    );
  }
  return { headers, body: raw.slice(end + 4) };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

type Entity = { headers: Map<string, string>; body: string };

/** The leaves of a MIME tree: a mail with an attachment nests its alternatives one level down. */
function leaves(entity: Entity): Entity[] {
  const boundary = /boundary="?([^";]+)"?/.exec(entity.headers.get('content-type') ?? '')?.[1];
  if (!boundary) return [entity];
  return entity.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => leaves(splitEntity(part.replace(/^\r\n/, ''))));
}

/** Just enough MIME to read the text and HTML alternatives nodemailer writes, and what is attached. */
function parseMail(raw: string, envelopeTo: string[]): ReceivedMail {
  const { headers, body } = splitEntity(raw);
  const parts = leaves({ headers, body });
  const partOf = (type: string) => {
    const part = parts.find(
      (entry) =>
        entry.headers.get('content-type')?.startsWith(type) &&
        !entry.headers.get('content-disposition')?.startsWith('attachment'),
    );
    // SMTP carries CRLF line ends; the tests compare with the \n the templates write
    return part
      ? decodeBody(part.headers, part.body).replace(/\r\n/g, '\n').replace(/\n$/, '')
      : '';
  };
  const attachments = parts.flatMap((part) => {
    const name = /filename="?([^";]+)"?/.exec(part.headers.get('content-disposition') ?? '')?.[1];
    return name ? [name] : [];
  });
  return {
    envelopeTo,
    headers,
    text: partOf('text/plain'),
    html: partOf('text/html'),
    attachments,
  };
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives, for tests of mail delivery. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const sink: Omit<SmtpSink, 'url' | 'close'> = { received: [], refuseWith: null, delayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          if (sink.refuseWith) {
            callback(Object.assign(new Error(sink.refuseWith), { responseCode: 451 }));
            return;
          }
          const to = session.envelope.rcptTo.map((address) => address.address);
          sink.received.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
          callback();
        }, sink.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
