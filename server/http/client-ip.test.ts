import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustedProxies, type TrustedProxies } from '../trusted-proxies';
import { clientIp } from './client-ip';

const trust = (raw: string) => parseTrustedProxies(raw) as TrustedProxies;

function appTrusting(raw: string) {
  return new Hono().get('/', (c) => c.text(clientIp(c, trust(raw))));
}

/** A GET from `localAddress` (loopback is a whole /8) over a real connection. */
function getFrom(url: string, localAddress: string, headers: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { localAddress, headers }, (response) => {
      let body = '';
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve(body));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('the client address of a request', () => {
  const servers: ReturnType<typeof serve>[] = [];
  const listening = (raw: string) =>
    new Promise<string>((resolve) => {
      const server = serve({ fetch: appTrusting(raw).fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
        resolve(`http://127.0.0.1:${info.port}/`),
      );
      servers.push(server);
    });
  let direct: string;
  let behindProxies: string;

  beforeAll(async () => {
    direct = await listening('0');
    behindProxies = await listening('127.0.0.1/32');
  });
  afterAll(() => {
    for (const server of servers) server.close();
  });

  it('is the connection’s without a trusted proxy, whatever X-Forwarded-For claims', async () => {
    expect(await getFrom(direct, '127.0.0.2')).toBe('127.0.0.2');
    expect(await getFrom(direct, '127.0.0.3', { 'X-Forwarded-For': '203.0.113.9' })).toBe('127.0.0.3');
  });

  it('is what a trusted proxy reports, and only a trusted proxy', async () => {
    expect(await getFrom(behindProxies, '127.0.0.1', { 'X-Forwarded-For': '6.6.6.6, 203.0.113.9' })).toBe(
      '203.0.113.9',
    );
    expect(await getFrom(behindProxies, '127.0.0.4', { 'X-Forwarded-For': '203.0.113.9' })).toBe('127.0.0.4');
  });

  it('reads the last entry of a request made in process (no connection), as tests send them', async () => {
    const response = await appTrusting('1').request('/', { headers: { 'X-Forwarded-For': '6.6.6.6, 203.0.113.9' } });
    expect(await response.text()).toBe('203.0.113.9');
    expect(await (await appTrusting('0').request('/')).text()).toBe('unknown');
  });
});
