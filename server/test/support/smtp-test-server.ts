import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  raw: string;
}

export interface SmtpTestServer {
  port: number;
  /** smtp://user:password@127.0.0.1:port */
  url: string;
  received: ReceivedMail[];
  /** The next `n` messages are refused with 451 (try again later), as a mail server that is away answers. */
  failNext(n: number): void;
  /**
   * From now on each message is held once its data has arrived, unanswered, as a slow server
   * holds it; `release` answers every held one (250, or 451 when `refuse`: the send did not happen)
   * and stops holding.
   */
  hold(): void;
  /** Resolves once `count` messages are held at the same time. */
  whenHeld(count: number): Promise<void>;
  release(refuse?: boolean): void;
  heldCount(): number;
  /** Answers the oldest held message only, and keeps holding. */
  releaseFirst(refuse?: boolean): void;
  /** Resolves once `count` messages in all were received. */
  waitFor(count: number, ms?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= and ?Q?), joined as a reader shows them. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_, charset: string, kind: string, data: string) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : Buffer.from(
              data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            );
      return bytes.toString(charset.toLowerCase() === 'utf-8' ? 'utf8' : 'latin1');
    });
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  let text = body;
  if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  else if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    text = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return { from, to, subject: decodeWords(header('Subject')), text: text.replace(/\r\n/g, '\n').trim(), raw };
}

/** A real SMTP server on 127.0.0.1 with a user and password, without STARTTLS (a test has no certificate to trust). */
export async function startSmtpTestServer(user: string, password: string, port = 0): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let failing = 0;
  const waiters: (() => void)[] = [];
  let holding = false;
  const held: ((refuse: boolean) => void)[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user });
      else callback(new Error('Invalid username or password'));
    },
    onMailFrom(_address, _session, callback) {
      if (failing > 0) {
        failing--;
        callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (holding) {
          held.push((refuse) => (refuse ? callback(Object.assign(new Error('Aborted'), { responseCode: 451 })) : accept()));
          for (const wake of waiters.splice(0)) wake();
        } else accept();
      });
      const accept = () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push(
          parse(
            Buffer.concat(chunks).toString('latin1'),
            from,
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        for (const wake of waiters.splice(0)) wake();
        callback();
      };
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${actual}`,
    received,
    failNext: (n) => (failing = n),
    hold: () => (holding = true),
    async whenHeld(count) {
      while (held.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    heldCount: () => held.length,
    releaseFirst: (refuse = false) => held.shift()?.(refuse),
    release(refuse = false) {
      holding = false;
      for (const answer of held.splice(0)) answer(refuse);
    },
    async waitFor(count, ms = 10_000) {
      const deadline = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} e-mails within ${ms} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
