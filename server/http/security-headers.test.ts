import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

async function cspOf(options: Parameters<typeof securityHeaders>[0]) {
  const app = new Hono();
  app.use(securityHeaders(options));
  app.get('/', (c) => c.text('ok'));
  return (await app.request('/')).headers.get('Content-Security-Policy') ?? '';
}

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));

describe('securityHeaders', () => {
  it('allows only our own scripts, no inline script, no objects, no framing', async () => {
    const csp = await cspOf({ hsts: false });
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('adds the configured third-party script origins to script-src and connect-src only', async () => {
    const csp = await cspOf({
      hsts: false,
      connectSources: ['https://o1.ingest.sentry.io'],
      scriptSources: ['https://t1.kakaocdn.net'],
    });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://t1.kakaocdn.net");
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://o1.ingest.sentry.io https://t1.kakaocdn.net",
    );
    expect(directive(csp, 'style-src')).toBe("style-src 'self'");
  });
});
