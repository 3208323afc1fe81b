import { existsSync } from 'node:fs';
import path from 'node:path';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyList, CompanyLogo } from '../../src/contract/companies';
import { expectError } from './helpers';
import { createTestApp, drivers, type TestApp } from './test-app';

const publicDir = path.resolve(import.meta.dirname, '../../public');

async function list(app: TestApp, query = '') {
  const response = await app.request(`/api/companies${query}`);
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(is(body, CompanyList), JSON.stringify(body).slice(0, 300)).toBe(true);
  return { response, companies: (body as CompanyList).companyItems };
}

describe.each(drivers)('participating companies on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  it('lists exactly the 27 participating companies with id, name, logo and industry', async () => {
    const { companies } = await list(app);
    expect(companies).toHaveLength(27);
    for (const company of companies) {
      expect(Object.keys(company).sort()).toEqual(['id', 'industry', 'logo', 'name']);
      expect(company.name).not.toBe('');
      expect(company.industry).not.toBe('');
      expect(company.logo).toMatch(/^\/logos\/[a-z0-9-]+\.svg$/);
    }
    expect(new Set(companies.map((company) => company.id)).size).toBe(27);
    expect(new Set(companies.map((company) => company.name)).size).toBe(27);
    expect(companies).toContainEqual(
      expect.objectContaining({ name: '한빛모빌리티', logo: '/logos/hanbit-mobility.svg', industry: '모빌리티' }),
    );
  });

  it('points every logo at a file the PWA ships', async () => {
    const { companies } = await list(app);
    const missing = companies.filter((company) => !existsSync(path.join(publicDir, company.logo)));
    expect(missing).toEqual([]);
  });

  it('lists them in a stable order that browsers may cache briefly', async () => {
    const first = await list(app);
    const second = await list(app);
    expect(second.companies).toEqual(first.companies);
    expect(first.response.headers.get('Cache-Control')).toMatch(/max-age=\d+/);
  });

  it('lists the same 27 companies in random order, uncached', async () => {
    const ordered = await list(app);
    const shuffled = await list(app, '?sort=random');
    expect(shuffled.companies).toHaveLength(27);
    const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
    expect([...shuffled.companies].sort(byId)).toEqual([...ordered.companies].sort(byId));
    expect(shuffled.response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('refuses an unknown sort with 400 naming the field', async () => {
    const body = await expectError(await app.request('/api/companies?sort=bogus'), 400, 'BAD_REQUEST');
    expect(body.status.field).toBe('sort');
  });

  it("finds a company's logo by its name", async () => {
    const response = await app.request(`/api/companies/logo?name=${encodeURIComponent('한빛모빌리티')}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(is(body, CompanyLogo)).toBe(true);
    expect(body).toEqual({ name: '한빛모빌리티', logo: '/logos/hanbit-mobility.svg' });
  });

  it('answers 404 for a company it does not know', async () => {
    await expectError(
      await app.request(`/api/companies/logo?name=${encodeURIComponent('없는회사')}`),
      404,
      'NOT_FOUND',
    );
  });

  it('answers 400 when the name is missing, empty or absurdly long', async () => {
    const missing = await expectError(await app.request('/api/companies/logo'), 400, 'BAD_REQUEST');
    expect(missing.status.field).toBe('name');
    await expectError(await app.request('/api/companies/logo?name='), 400, 'BAD_REQUEST');
    await expectError(await app.request(`/api/companies/logo?name=${'가'.repeat(500)}`), 400, 'BAD_REQUEST');
  });

  it('does not treat SQL in the name as anything but a name', async () => {
    const name = encodeURIComponent("한빛모빌리티' or '1'='1");
    await expectError(await app.request(`/api/companies/logo?name=${name}`), 404, 'NOT_FOUND');
  });
});
