import { queryOptions, useQuery } from '@tanstack/react-query';
import { BizCoffeechatList } from '../../contract/biz';
import { apiPaths } from '../../contract/paths';
import { request } from '../../lib/http';
import { bizKeys } from './api';

export const coffeechatsQuery = () =>
  queryOptions({
    queryKey: bizKeys.coffeechats(),
    queryFn: ({ signal }) => request(apiPaths.bizCoffeechats, { response: BizCoffeechatList, realm: 'biz', signal }),
    staleTime: 30 * 1000,
  });

export const useCoffeechats = () => useQuery(coffeechatsQuery());
