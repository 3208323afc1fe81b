/**
 * SPEC §8 for the candidate's own data on these pages: a 401 shows the expiry alert, any other API
 * error goes to /, and being offline keeps the page with a way to try again. Data already at hand
 * (restored from IndexedDB) is shown even when reading it anew failed.
 *
 * An editor saves whole lists (the restricted companies replace the stored ones), so it must not
 * start from a copy another device has since changed: its queries are read anew on every visit
 * (`refetchOnMount: 'always'`) and named in `fresh`, and the editor waits for that read; the cached
 * copy is used only when the read fails (offline).
 */
import { styled } from '@linaria/react';
import { type ReactNode, useEffect } from 'react';
import { Redirect } from 'wouter';
import { ApiError, NetworkError } from '../../lib/http';
import { announceSessionExpired } from '../../lib/session-events';
import { Button } from '../../ui/button';
import { Lead } from '../../ui/page';
import { color, font } from '../../ui/tokens';
import { OFFLINE_MESSAGE } from './feedback';

const Status = styled.p`
  color: ${color.textMuted};
  font-size: ${font.size.body};
`;

interface Loadable {
  data: unknown;
  error: Error | null;
  isFetchedAfterMount: boolean;
  refetch: () => unknown;
}

export interface OwnDataProps {
  queries: readonly Loadable[];
  /** Of `queries`, those an editor starts from: wait for this visit's read of them. */
  fresh?: readonly Loadable[];
  /** "기술 스택을 불러오는 중이에요…" */
  loading: string;
  children: () => ReactNode;
}

export function OwnData({ queries, fresh = [], loading, children }: OwnDataProps) {
  const expired = queries.some((query) => query.error instanceof ApiError && query.error.status === 401);
  useEffect(() => {
    if (expired) announceSessionExpired();
  }, [expired]);

  const ready = (query: Loadable) =>
    query.data !== undefined && (!fresh.includes(query) || query.isFetchedAfterMount || query.error !== null);
  if (queries.every(ready)) return children();
  const failed = queries.filter((query) => query.data === undefined && query.error);
  if (expired) return <Status role="status">{loading}</Status>;
  if (failed.some((query) => !(query.error instanceof NetworkError))) return <Redirect to="/" replace />;
  if (failed.length > 0) {
    return (
      <>
        <Lead>{OFFLINE_MESSAGE}</Lead>
        <Button
          onClick={() => {
            for (const query of failed) query.refetch();
          }}
        >
          다시 시도하기
        </Button>
      </>
    );
  }
  return (
    <Status role="status" aria-busy="true">
      {loading}
    </Status>
  );
}
