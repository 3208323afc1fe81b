import { describe, expect, it } from 'vitest';
import { precacheFetchTimeout } from './precache-timeout';

const willFetch = (waitMs: number, request: Request) =>
  precacheFetchTimeout(waitMs).requestWillFetch?.({ request } as never) as Promise<Request>;

describe('precacheFetchTimeout', () => {
  it('gives a precache fetch a signal that aborts once the wait is over', async () => {
    const request = await willFetch(20, new Request('https://boltx.test/assets/app.js', { integrity: 'sha384-x' }));

    expect(request.url).toBe('https://boltx.test/assets/app.js');
    expect(request.integrity).toBe('sha384-x');
    expect(request.signal.aborted).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(request.signal.aborted).toBe(true);
  });
});
