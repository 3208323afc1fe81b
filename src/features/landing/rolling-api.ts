/**
 * The rolling strip's items, apart from api.ts's React Query hooks: the landing's rolling-strip
 * island calls this bare fetcher, so React Query stays out of the landing's first JavaScript.
 */

import * as apiPaths from '../../contract/api-paths';
import { RollingList } from '../../contract/content';
import { request } from '../../lib/http';

export const fetchRollingItems = () => request(apiPaths.rolling, { response: RollingList, auth: false });
