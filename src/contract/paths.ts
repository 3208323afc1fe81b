/** Where the API lives, and how a path's `:name` segments are filled (the paths: api-paths.ts). */
export const API_BASE = '/api';

/** Fills `:name` segments: pathOf(apiPaths.offer, { id: 3 }) → '/v2/users/offers/3'. */
export function pathOf(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
