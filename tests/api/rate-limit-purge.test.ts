/** Rate-limit events are forgotten once no window can count them, and not before. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitEvents } from '../../server/db/schema';
import { purgeOldRateLimitEvents, RATE_LIMIT_RETENTION_MS } from '../../server/domain/rate-limits';
import { createTestApp, drivers, type TestApp } from './test-app';

describe.each(drivers)('rate-limit purge (%s)', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app.close());

  it('deletes events older than the longest window and keeps the rest', async () => {
    const { db, now } = app.deps;
    const at = now().getTime();
    await db.insert(rateLimitEvents).values([
      { kind: 'exist', subject: 'old', createdAt: new Date(at - RATE_LIMIT_RETENTION_MS - 60_000) },
      { kind: 'exist', subject: 'recent', createdAt: new Date(at - RATE_LIMIT_RETENTION_MS + 60_000) },
    ]);

    expect(await purgeOldRateLimitEvents(db, now())).toBe(1);

    const left = await db.select({ subject: rateLimitEvents.subject }).from(rateLimitEvents);
    expect(left.map((row) => row.subject)).toContain('recent');
    expect(left.map((row) => row.subject)).not.toContain('old');
  });
});
