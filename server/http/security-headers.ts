import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-deps';
import { setResponseHeader } from './response-headers';

/**
 * The built app loads only its own files. The only inline code is the prerendered landing's critical
 * CSS and first-paint loader, each allowed by its hash on that page alone (static-files.ts), never
 * by 'unsafe-inline'.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export function securityHeaders(options: {
  hsts: boolean;
  connectSources?: string[];
  /** Third-party scripts a deployment opted into (the messenger SDK, an analytics tag). */
  scriptSources?: string[];
}): MiddlewareHandler<AppEnv> {
  const scripts = options.scriptSources ?? [];
  const connects = [...(options.connectSources ?? []), ...scripts];
  const csp = contentSecurityPolicy
    .replace("script-src 'self'", ["script-src 'self'", ...scripts].join(' '))
    .replace("connect-src 'self'", ["connect-src 'self'", ...connects].join(' '));
  return async (c, next) => {
    await next();
    const inline = c.get('inlineSources');
    setResponseHeader(
      c,
      'Content-Security-Policy',
      inline
        ? csp
            .replace("style-src 'self'", ["style-src 'self'", ...inline.styles].join(' '))
            .replace("script-src 'self'", ["script-src 'self'", ...inline.scripts].join(' '))
        : csp,
    );
    setResponseHeader(c, 'X-Content-Type-Options', 'nosniff');
    setResponseHeader(c, 'Referrer-Policy', 'strict-origin-when-cross-origin');
    setResponseHeader(c, 'Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    setResponseHeader(c, 'X-Frame-Options', 'DENY');
    setResponseHeader(c, 'Cross-Origin-Opener-Policy', 'same-origin');
    if (options.hsts) setResponseHeader(c, 'Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
