/**
 * The console's and the candidate's APIs, called from a test itself, for journeys that need
 * offers set up quickly (offers.spec.ts, pwa.spec.ts).
 */
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { DEMO_PHONE, latestCode } from './support';

/** The seeded console accounts' password (README). */
export const CONSOLE_PASSWORD = 'boltx-demo-2026';
/** The demo candidate's current employer (seed): it must never see her. */
const CURRENT_EMPLOYER = '해솔데이터';
/**
 * Companies whose seeded recruiters send their own offers in the console journeys (offers.spec,
 * shared-resume.spec): a quick offer set up by the agent in their name would stand in the way.
 */
const RECRUITER_COMPANIES = new Set(['한빛모빌리티', '누리페이', '마루클라우드']);

/** The console's API as the agent, for journeys that need offers set up quickly. */
export async function agentApi(page: Page, candidate: CandidateApi) {
  const { request } = page;
  const signIn = async () => {
    const login = await request.post('/api/biz/login', {
      data: { email: 'agent@boltx.example', password: CONSOLE_PASSWORD },
    });
    expect(login.ok()).toBe(true);
    const { accessToken } = (await login.json()) as { accessToken: string };
    return { Authorization: `Bearer ${accessToken}` };
  };
  let headers = await signIn();
  const companies = (
    (await (await request.get('/api/biz/companies', { headers })).json()) as {
      items: { id: number; name: string }[];
    }
  ).items;
  const send = async (path: string, data: unknown) => {
    let response = await request.post(path, { headers, data });
    // The console's access tokens live 3 s in these runs too: a busy machine outlives one between sends.
    if (response.status() === 401) {
      headers = await signIn();
      response = await request.post(path, { headers, data });
    }
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const terms = { salaryMin: 8200, salaryMax: 9400, offerItems: ['재택근무'] };
  return {
    /**
     * Companies that may send to the candidate now: not her current employer, and without an
     * offer of theirs still waiting (so the journeys hold whatever ran before them).
     */
    async freeCompanies(count: number) {
      const open = (await (await candidate.call('GET', '/api/v3/users/offers')).json()) as {
        offerItems: { companyId: number }[];
      };
      const busy = new Set(open.offerItems.map((offer) => offer.companyId));
      const free = companies.filter(
        (company) =>
          !busy.has(company.id) && company.name !== CURRENT_EMPLOYER && !RECRUITER_COMPANIES.has(company.name),
      );
      expect(free.length).toBeGreaterThanOrEqual(count);
      return free.slice(0, count);
    },
    curation: async (candidateId: string, companyIds: number[]) =>
      send('/api/biz/curations', {
        candidateId,
        message: '요즘 성장세가 좋은 회사들을 골라 봤어요.',
        items: companyIds.map((companyId) => ({ companyId, position: '백엔드 개발자', ...terms })),
      }),
    offer: async (candidateId: string, companyId: number, position: string) =>
      send('/api/biz/offers', {
        candidateId,
        companyId,
        position,
        message: '에이전트가 추천드리는 자리예요.',
        ...terms,
      }),
  };
}

/**
 * The candidate's API from the test itself, through a sign-in of its own: the page's tokens live
 * for 3 s in these runs, and borrowing its refresh token would end the page's session.
 */
export async function candidateApi(page: Page, phone = DEMO_PHONE) {
  const { request } = page;
  await request.post('/api/users/login/code', { data: { phone } });
  const login = await request.post('/api/users/login', { data: { phone, code: await latestCode(request, phone) } });
  expect(login.ok(), await login.text()).toBe(true);
  let tokens = (await login.json()) as { accessToken: string; refreshToken: string; userId: string };
  const call = async (method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown) => {
    for (let attempt = 0; ; attempt += 1) {
      const response = await request.fetch(path, {
        method,
        data,
        headers: { Authorization: `Bearer ${tokens.accessToken}` },
      });
      if (response.status() !== 401 || attempt > 0) return response;
      const refreshed = await request.get('/api/auth/refresh', {
        headers: { Authorization: `Bearer ${tokens.refreshToken}` },
      });
      tokens = { ...tokens, ...((await refreshed.json()) as typeof tokens) };
    }
  };
  return { id: tokens.userId, call };
}

export type CandidateApi = Awaited<ReturnType<typeof candidateApi>>;

/** A console page of its own (a second browser context beside the candidate's), signed in as `email` through the form. */
export async function consoleSignedInAs(beside: BrowserContext, baseURL: string, email: string): Promise<Page> {
  const console = await (
    await beside.browser()?.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
  )?.newPage();
  if (!console) throw new Error('no console page');
  await console.goto('/biz/login');
  await console.getByLabel('이메일').fill(email);
  await console.getByLabel('비밀번호').fill(CONSOLE_PASSWORD);
  await console.getByRole('button', { name: '로그인' }).click();
  await expect(console).toHaveURL(/\/biz$/);
  return console;
}
