import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  receptor: string;
  sender: string;
  message: string;
}

export interface KavenegarTestServer {
  /** SMS_API_BASE_URL for the server under test. */
  baseUrl: string;
  received: ReceivedSms[];
  /** The next `n` calls are answered 502, as a provider that is away answers. */
  failNext(n: number): void;
  waitFor(count: number, ms?: number): Promise<ReceivedSms[]>;
  close(): Promise<void>;
}

const body = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
  });

/**
 * A local HTTP server speaking Kavenegar's `sms/send.json` (https://kavenegar.com/rest.html):
 * POST /v1/{API-KEY}/sms/send.json with a form body of receptor, sender and message; the answer is
 * `{ return: { status, message }, entries }`, status 200 when accepted, 403 for a wrong key, 411
 * for a receptor that is no mobile number.
 */
export async function startKavenegarTestServer(apiKey: string): Promise<KavenegarTestServer> {
  const received: ReceivedSms[] = [];
  let failing = 0;
  let messageId = 8_792_000;
  const server = createServer((req, res) => {
    void (async () => {
      const form = new URLSearchParams(await body(req));
      const answer = (status: number, message: string, entries: unknown[] | null = null) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ return: { status, message }, entries }));
      };
      const match = /^\/v1\/([^/]+)\/sms\/send\.json$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) return answer(404, 'مسیر نامعتبر است');
      if (failing > 0) {
        failing--;
        res.writeHead(502).end('Bad Gateway');
        return;
      }
      if (decodeURIComponent(match[1]) !== apiKey) return answer(403, 'کد شناسائی API-Key معتبر نمی‌باشد');
      const receptor = form.get('receptor') ?? '';
      const sender = form.get('sender') ?? '';
      const message = form.get('message') ?? '';
      if (!/^09\d{9}$/.test(receptor)) return answer(411, 'دریافت کننده نامعتبر است');
      if (!sender || !message) return answer(400, 'پارامترها ناقص هستند');
      received.push({ receptor, sender, message });
      answer(200, 'تایید شد', [
        {
          messageid: messageId++,
          message,
          status: 1,
          statustext: 'در صف ارسال',
          sender,
          receptor,
          date: Math.floor(Date.now() / 1000),
          cost: 120,
        },
      ]);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    failNext: (n) => (failing = n),
    async waitFor(count, ms = 10_000) {
      const deadline = Date.now() + ms;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} SMS within ${ms} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
