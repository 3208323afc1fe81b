/**
 * The server the browser figures load: the Preact build (dist/) served by the real server on
 * PGlite, as `npm start` runs it, with a few offers sent to the demo candidate through the console's
 * API (POST /api/biz/offers as the agent), so /my/attack has cards to show.
 */
import { benchDataDir, type RunningServer, startServer } from './server-process';
import { getJson, postJson, signInCandidate, signInConsole } from './sessions';

/** The demo candidate's current employer (seed): it never sees her, so it cannot send to her. */
const CURRENT_EMPLOYER = '해솔데이터';

export async function startAppServer(offers: number): Promise<RunningServer> {
  const server = await startServer({ staticDir: 'dist', dataDir: benchDataDir('app') });
  try {
    const candidate = await signInCandidate(server.url);
    const agent = await signInConsole(server.url);
    const { items } = await getJson<{ items: { id: number; name: string }[] }>(
      `${server.url}/api/biz/companies`,
      agent.accessToken,
    );
    const companies = items.filter((company) => company.name !== CURRENT_EMPLOYER).slice(0, offers);
    for (const [index, company] of companies.entries()) {
      await postJson(
        `${server.url}/api/biz/offers`,
        {
          candidateId: candidate.userId,
          companyId: company.id,
          position: ['백엔드 개발자', '플랫폼 엔지니어', '서버 개발자'][index % 3],
          message: '에이전트가 추천드리는 자리예요.',
          salaryMin: 8200,
          salaryMax: 9400,
          offerItems: ['재택근무'],
        },
        agent.accessToken,
      );
    }
    return server;
  } catch (error) {
    await server.dispose();
    throw error;
  }
}
