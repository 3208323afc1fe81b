/** Signing in to a bench server through its API, as the app and the console do. */

const DEMO_PHONE = '01012345678';
/** The seeded console accounts' password (README, sandbox mode only). */
const CONSOLE_PASSWORD = 'boltx-demo-2026';
export const AGENT_EMAIL = 'agent@boltx.example';
export const RECRUITER_EMAIL = 'recruiter@hanbit-mobility.example';

export interface Session {
  accessToken: string;
  refreshToken: string;
}

export interface CandidateSession extends Session {
  userId: string;
}

export async function postJson<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${new URL(url).pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function getJson<T>(url: string, token: string): Promise<T> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${new URL(url).pathname}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Phone sign-in with the code the sandbox "sent" (README: GET /api/sandbox/inbox?phone=…). */
export async function signInCandidate(baseUrl: string, phone = DEMO_PHONE): Promise<CandidateSession> {
  await postJson(`${baseUrl}/api/users/login/code`, { phone });
  const inbox = (await (await fetch(`${baseUrl}/api/sandbox/inbox?phone=${phone}`)).json()) as {
    items: { kind: string; body: string }[];
  };
  const code = inbox.items.find((item) => item.kind === 'code')?.body.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code in the sandbox inbox of ${phone}`);
  return postJson<CandidateSession>(`${baseUrl}/api/users/login`, { phone, code });
}

export function signInConsole(baseUrl: string, email = AGENT_EMAIL): Promise<Session> {
  return postJson<Session>(`${baseUrl}/api/biz/login`, { email, password: CONSOLE_PASSWORD });
}
