import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drivers, type TestApp } from './test-app';

/** Text PostgreSQL cannot store must be refused as bad input, and database errors must not leak data to logs. */
describe.each(drivers)('hostile text on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app.close());

  const cases: [string, string, unknown][] = [
    ['POST', '/api/users/utm', { landing: '/a\u0000b' }],
    ['POST', '/api/users/login/kakao', { code: 'x', redirectUri: '/login/autho\u0000' }],
    [
      'POST',
      '/api/sandbox/oauth/authorize',
      { phone: '01012345678', redirectUri: '/login/autho\u0000', state: 'state-1234' },
    ],
    [
      'POST',
      '/api/v2/users',
      {
        name: '홍길동',
        phone: '01098765432',
        gender: '남성',
        birthday: '19900101',
        jobLabel: '개발\u0000',
        jobSubLabel: '백엔드',
        consents: [{ code: 'SERVICE', version: '2026-11', agreed: true }],
      },
    ],
  ];

  for (const [method, path, json] of cases) {
    it(`answers 400 naming the field for a NUL character sent to ${method} ${path}`, async () => {
      const response = await app.request(path, { method, json });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { status: { code: string; field?: string } };
      expect(body.status.code).toBe('BAD_REQUEST');
      expect(body.status.field).toBeTruthy();
    });
  }

  it('keeps names and phones out of the logs even when a query fails', async () => {
    await app.request('/api/users/exist?name=%ED%99%8D%EA%B8%B8%EB%8F%99&phone=01098765432%00');
    expect(app.logs.join('\n')).not.toContain('01098765432');
  });
});
