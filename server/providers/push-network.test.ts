import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { postPush, publicAddressesOf } from './push-network';

describe('postPush', () => {
  it('connects to the checked address, not to what the name would resolve to', async () => {
    const received: { host: string | undefined; body: string }[] = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ host: request.headers.host, body: Buffer.concat(chunks).toString() });
        response.writeHead(201).end('ignored');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // `.invalid` never resolves (RFC 6761): reaching the server proves the pinned address was used.
      const status = await postPush({
        url: new URL(`http://push.pinned.invalid:${port}/push/abc`),
        headers: { TTL: '60' },
        body: new TextEncoder().encode('bytes'),
        timeoutMs: 5000,
        addresses: [{ address: '127.0.0.1', family: 4 }],
      });

      expect(status).toBe(201);
      expect(received).toEqual([{ host: `push.pinned.invalid:${port}`, body: 'bytes' }]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('gives up with a TimeoutError when the service does not answer', async () => {
    const server = createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await expect(
        postPush({
          url: new URL(`http://127.0.0.1:${port}/push/abc`),
          headers: {},
          body: new Uint8Array(1),
          timeoutMs: 100,
          addresses: undefined,
        }),
      ).rejects.toMatchObject({ name: 'TimeoutError' });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('publicAddressesOf', () => {
  it('answers every address when all are public, and refuses the name when any is not', async () => {
    const answers = {
      public: [
        { address: '142.250.196.106', family: 4 },
        { address: '2607:f8b0:4004:c1b::5f', family: 6 },
      ],
      mixed: [
        { address: '142.250.196.106', family: 4 },
        { address: '::ffff:192.168.1.1', family: 6 },
      ],
      none: [],
    };
    const resolve = async (hostname: string) => answers[hostname as keyof typeof answers];

    expect(await publicAddressesOf('public', resolve)).toEqual({ ok: true, addresses: answers.public });
    expect(await publicAddressesOf('mixed', resolve)).toEqual({ ok: false, reason: 'private address' });
    expect(await publicAddressesOf('none', resolve)).toEqual({ ok: false, reason: 'dns no address' });
  });
});
