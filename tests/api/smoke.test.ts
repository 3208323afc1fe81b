import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drivers, signIn, type TestApp } from './test-app';

describe.each(drivers)('the demo candidate on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app.close());

  it('signs in with a sandbox code and reads their own name', async () => {
    const { response, body } = await signIn(app, '01012345678');
    expect(response.status).toBe(200);
    const my = await app.request('/api/v3/users/my', { token: body.accessToken });
    expect(my.status).toBe(200);
    expect(await my.json()).toMatchObject({ name: '김하늘', isActivate: true });
  });
});
