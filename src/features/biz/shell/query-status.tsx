/** What a page shows while its data loads, or when it could not be loaded. */
import { styled } from '@linaria/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http';
import { color, font, radius, space } from '../../../ui/tokens';
import { messageOf } from './error-message';

const Box = styled.div`
  padding: ${space.xxl} ${space.lg};
  border-radius: ${radius.lg};
  background: ${color.surface};
  color: ${color.textSub};
  text-align: center;

  & button {
    margin-top: ${space.md};
    padding: ${space.sm} ${space.lg};
    border: 1px solid ${color.border};
    border-radius: ${radius.sm};
    background: ${color.surface};
    font-size: ${font.size.caption};
    cursor: pointer;
  }
`;

export function QueryStatus({ query }: { query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch'> }) {
  if (!query.isError) {
    return (
      <Box aria-busy="true" role="status">
        불러오는 중…
      </Box>
    );
  }
  // Asking again helps after a network or server failure, never after a 404 or 403.
  const retryable = !(query.error instanceof ApiError) || query.error.status >= 500 || query.error.status === 429;
  return (
    <Box role="alert">
      <p>{messageOf(query.error)}</p>
      {retryable ? (
        <button type="button" onClick={() => void query.refetch()}>
          다시 시도
        </button>
      ) : null}
    </Box>
  );
}

export const EmptyState = Box;
