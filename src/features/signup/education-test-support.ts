/** School and major search answers for the education component tests. */
import { jsonResponse, type SentRequest } from '../../test-support/render-app';

/** School and major search answers from a fixed list, as the server filters them. */
export function searchAnswer(request: SentRequest, schools: { type: string; name: string }[], majors: string[]) {
  const q = request.query.get('q') ?? '';
  if (request.path === '/api/users/school') return jsonResponse({ items: schools.filter((s) => s.name.includes(q)) });
  if (request.path === '/api/users/major') return jsonResponse({ items: majors.filter((m) => m.includes(q)) });
  return undefined;
}
