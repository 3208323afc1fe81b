/**
 * The rolling strip's items, apart from api.ts's React Query hooks: the landing's rolling-strip
 * island calls this bare fetcher, so React Query stays out of the landing's first JavaScript.
 */
import { RollingList } from '../../contract/content';
import { apiPaths } from '../../contract/paths';
import { request } from '../../lib/http';

export const fetchRollingItems = () => request(apiPaths.rolling, { response: RollingList, auth: false });
