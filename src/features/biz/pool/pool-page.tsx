/**
 * /biz: the candidate pool. Verified, active candidates the viewer's company may see, without
 * names; the filters and the page come from the URL query.
 */
import { styled } from '@linaria/react';
import { useSearch } from 'wouter';
import { POOL_PAGE_SIZE } from '../../../contract/biz';
import { space } from '../../../ui/tokens';
import { BizShell } from '../shell/biz-shell';
import { Pagination } from '../shell/pagination';
import { EmptyState, QueryStatus } from '../shell/query-status';
import { Muted } from '../shell/shell-styles';
import { CandidateCard } from './candidate-card';
import { useCandidatePool } from './pool-api';
import { PoolFilterForm } from './pool-filter-form';
import { type PoolFilters, parsePoolFilters, poolFiltersToSearch, poolHref } from './pool-filters';

const Results = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${space.md};
  margin: ${space.sm} 0 0;
  padding: 0;
  list-style: none;
`;

export const NO_CANDIDATES = '조건에 맞는 후보자가 없습니다.';

export function PoolPage() {
  const search = useSearch();
  const filters = parsePoolFilters(search);
  return (
    <BizShell title="후보자 찾기">
      {/* Keyed by the query, so back/forward refills the form from the URL. */}
      <PoolFilterForm key={poolFiltersToSearch({ ...filters, page: undefined })} filters={filters} />
      <PoolResults filters={filters} />
    </BizShell>
  );
}

function PoolResults({ filters }: { filters: PoolFilters }) {
  const pool = useCandidatePool(filters);
  if (!pool.data) return <QueryStatus query={pool} />;
  const { items, page, hasNext } = pool.data;
  if (items.length === 0 && page <= 1) return <EmptyState role="status">{NO_CANDIDATES}</EmptyState>;
  return (
    <section aria-label="검색 결과" aria-busy={pool.isFetching}>
      <Muted>
        {page}페이지 · 한 페이지에 최대 {POOL_PAGE_SIZE}명
      </Muted>
      {items.length === 0 ? <EmptyState role="status">{NO_CANDIDATES}</EmptyState> : null}
      <Results>
        {items.map((candidate) => (
          <li key={candidate.id}>
            <CandidateCard candidate={candidate} />
          </li>
        ))}
      </Results>
      <Pagination page={page} hasNext={hasNext} hrefOf={(next) => poolHref({ ...filters, page: next })} />
    </section>
  );
}
