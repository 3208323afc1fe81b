/**
 * A body over BODY_LIMIT_BYTES is answered 413 before it has all arrived. Over a real connection
 * the client must read that answer, not a reset: the server goes on reading (and dropping) what
 * the client still sends, within bounds (server/http/node-server.ts, the same server main.ts runs).
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, UNREAD_BODY_LIMIT_BYTES } from '../../server/http/node-server';
import { type ListeningApp, listen } from './listening-app';
import { createTestApp, drivers, type TestApp } from './test-app';

const TOO_LARGE = '요청이 너무 큽니다.';
const TWO_MEGABYTES = 2 * 1024 * 1024;

describe.each(drivers)('a body over the limit, over the network, on %s', (driver) => {
  let app: TestApp;
  let listening: ListeningApp;
  let url: string;
  beforeAll(async () => {
    app = await createTestApp(driver);
    listening = await listen(app);
    url = listening.url;
  });
  afterAll(async () => {
    await listening?.close();
    await app?.close();
  });

  const oversized = JSON.stringify({ phone: '01090000801', padding: 'x'.repeat(TWO_MEGABYTES) });
  const routes = ['/api/users/login/code', '/api/v2/users', '/api/biz/login', '/api/users/message'];

  it('answers a 2 MB body with the Korean 413, read by Node’s fetch 20 times in a row', async () => {
    const answers: string[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      const path = routes[attempt % routes.length];
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: oversized,
      });
      const body = (await response.json()) as { status: { code: string; message: string } };
      answers.push(`${path} ${response.status} ${body.status.code} ${body.status.message}`);
    }
    expect(answers).toEqual(
      Array.from({ length: 20 }, (_, attempt) => `${routes[attempt % 4]} 413 PAYLOAD_TOO_LARGE ${TOO_LARGE}`),
    );
  });

  it('answers 413 to a 2 MB body streamed without a length, and takes the next request', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= TWO_MEGABYTES) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${url}/api/users/login/code`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { status: { message: string } }).status.message).toBe(TOO_LARGE);

    // Read and refused for its content, not its size: the server took the whole of this body.
    const next = await fetch(`${url}/api/users/login/code`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: 'not a phone' }),
    });
    expect(next.status).toBe(400);
    expect(((await next.json()) as { status: { field?: string } }).status.field).toBe('phone');
  });

  it('keeps idle connections 65 s, with the headers timeout above it', () => {
    const { server } = listening;
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBe(65_000);
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  it('closes the connection on a client that goes on sending past the drain bound, after its 413', async () => {
    const { port } = new URL(url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let answer = '';
    socket.on('data', (data: Buffer) => {
      answer += data.toString('utf8');
    });
    const ended = new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      socket.once('error', () => undefined);
    });
    socket.write(
      'POST /api/users/login/code HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${100 * 1024 * 1024}\r\n\r\n`,
    );
    const megabyte = Buffer.alloc(1024 * 1024, 'x');
    let written = 0;
    let open = true;
    void ended.then(() => {
      open = false;
    });
    while (open && written < 64 * 1024 * 1024) {
      const flushed = socket.write(megabyte);
      written += megabyte.length;
      if (!flushed) await new Promise<void>((resolve) => socket.once('drain', resolve).once('close', resolve));
    }
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain(TOO_LARGE);
    // Cut off once the drain bound was passed, long before the declared 100 MB (socket buffers aside).
    expect(written).toBeGreaterThan(UNREAD_BODY_LIMIT_BYTES);
    expect(written).toBeLessThan(64 * 1024 * 1024);
  });
});
