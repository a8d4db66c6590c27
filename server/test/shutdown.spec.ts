import { connect, type Socket } from 'node:net';
import type { Server } from 'node:http';
import { drainAndClose } from 'src/shutdown.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { describeEngines } from './support/engines.js';

describeEngines(() => {
  /** Opens a connection and sends a POST whose body is held back: a request in flight. */
  function slowOrder(port: number, i: number): { socket: Socket; finish: () => void; answer: Promise<string> } {
    const body = JSON.stringify({ full_name: 'سارا', phone_number: `0912000${String(i).padStart(4, '0')}` });
    const bytes = Buffer.from(body);
    const socket = connect(port, '127.0.0.1');
    socket.write(
      `POST /api/orders/create HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${bytes.length}\r\n\r\n`,
    );
    socket.write(bytes.subarray(0, 5));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const answer = new Promise<string>((resolve, reject) => {
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    return { socket, finish: () => socket.write(bytes.subarray(5)), answer };
  }

  describe('shutdown (SIGTERM)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
    });
    afterAll(() => t.close().catch(() => undefined));

    it('refuses new connections, lets requests in flight finish with their answer, then closes', async () => {
      await t.app.listen(0, '127.0.0.1');
      const server = t.app.getHttpServer() as Server;
      const port = (server.address() as { port: number }).port;
      const slow = Array.from({ length: 7 }, (_, i) => slowOrder(port, i));
      await Promise.all(slow.map((s) => new Promise((resolve) => s.socket.once('connect', resolve))));
      while ((await new Promise<number>((r) => server.getConnections((_e, n) => r(n)))) < slow.length) {
        await new Promise((r) => setTimeout(r, 20));
      }

      const drained = drainAndClose(t.app);
      const refused = await new Promise<string>((resolve) => {
        const s = connect(port, '127.0.0.1');
        s.on('connect', () => resolve('connected'));
        s.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
      });
      expect(refused).toBe('ECONNREFUSED');

      slow.forEach((s) => s.finish());
      const answers = await Promise.all(slow.map((s) => s.answer));
      for (const answer of answers) {
        expect(answer).toMatch(/^HTTP\/1\.1 201 /);
        expect(answer).toMatch(/"message":"/);
      }
      await drained;
    });
  });
});
