/**
 * The API as the journeys' second device, over fetch from the test process: the sandbox inbox's
 * sign-in code, an offer sent by the seeded agent, and what the server holds of the demo
 * candidate afterwards (the outbox must have delivered exactly once). The same calls as
 * tests/e2e/offer-api.ts, without Playwright's request context.
 */
import { DEMO_PHONE } from '../e2e/support';

/** The seeded console accounts' password (README). */
const CONSOLE_PASSWORD = 'boltx-demo-2026';
/** The demo candidate's current employer (seed): it must never see her. */
const CURRENT_EMPLOYER = '해솔데이터';

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The newest sign-in code the sandbox "sent" to the phone (DESIGN.md §4), if any. */
export async function newestCode(origin: string, phone = DEMO_PHONE): Promise<string | undefined> {
  const inbox = await json<{ items: { kind: string; body: string }[] }>(
    await fetch(`${origin}/api/sandbox/inbox?phone=${phone}`),
    'sandbox inbox',
  );
  return inbox.items.find((item) => item.kind === 'code')?.body.match(/\d{6}/)?.[0];
}

/** The newest sign-in code, once there is one other than `before` (the newest before asking). */
export async function codeAfter(origin: string, before: string | undefined, phone = DEMO_PHONE): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const code = await newestCode(origin, phone);
    if (code && code !== before) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('no sign-in code arrived in the sandbox inbox within 10 s');
}

export interface CandidateApi {
  id: string;
  get<T>(path: string): Promise<T>;
}

/** The demo candidate through a sign-in of the test's own (the page's 3-second tokens stay the page's). */
export async function candidateApi(origin: string, phone = DEMO_PHONE): Promise<CandidateApi> {
  const before = await newestCode(origin, phone);
  await json(
    await fetch(`${origin}/api/users/login/code`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone }),
    }),
    'login code',
  );
  const code = await codeAfter(origin, before, phone);
  const login = await json<{ refreshToken: string; userId: string }>(
    await fetch(`${origin}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone, code }),
    }),
    'login',
  );
  let refreshToken = login.refreshToken;
  return {
    id: login.userId,
    // A fresh access token per call: they live 3 s on these servers.
    async get<T>(path: string) {
      const pair = await json<{ accessToken: string; refreshToken: string }>(
        await fetch(`${origin}/api/auth/refresh`, { headers: { Authorization: `Bearer ${refreshToken}` } }),
        'refresh',
      );
      refreshToken = pair.refreshToken;
      return json<T>(
        await fetch(`${origin}/api${path}`, { headers: { Authorization: `Bearer ${pair.accessToken}` } }),
        `GET ${path}`,
      );
    },
  };
}

/** Sends the candidate an offer as the seeded agent, from a company she may hear from; answers its id and company. */
export async function sendOffer(origin: string, candidate: CandidateApi, position: string) {
  const { accessToken } = await json<{ accessToken: string }>(
    await fetch(`${origin}/api/biz/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'agent@boltx.example', password: CONSOLE_PASSWORD }),
    }),
    'console login',
  );
  const headers = { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' };
  const { items: companies } = await json<{ items: { id: number; name: string }[] }>(
    await fetch(`${origin}/api/biz/companies`, { headers }),
    'companies',
  );
  const company = companies.find((item) => item.name !== CURRENT_EMPLOYER);
  if (!company) throw new Error('no seeded company may send the demo candidate an offer');
  const { id } = await json<{ id: number }>(
    await fetch(`${origin}/api/biz/offers`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        candidateId: candidate.id,
        companyId: company.id,
        position,
        message: '에이전트가 추천드리는 자리예요.',
        salaryMin: 8200,
        salaryMax: 9400,
        offerItems: ['재택근무'],
      }),
    }),
    'offer',
  );
  return { id, company: company.name };
}
