/**
 * DESIGN.md §4: while the identity providers are simulated, say so on every screen — inside the
 * app bar, or in a strip of its own above a root screen, never drawn over the page.
 */
import { styled } from '@linaria/react';
import { useQuery } from '@tanstack/react-query';
import { Health } from '../contract/health';
import { apiPaths } from '../contract/paths';
import { request } from '../lib/http';
import { font, radius, space } from '../ui/tokens';

const Badge = styled.span`
  flex-shrink: 0;
  padding: 2px 8px;
  border-radius: ${radius.pill};
  background: #ff9f0a;
  color: #1d1300;
  font-size: 11px;
  font-weight: ${font.weight.bold};
`;

const Strip = styled.div`
  display: flex;
  justify-content: center;
  padding: ${space.xs} 0;
`;

export function SandboxBadge({ strip = false }: { strip?: boolean }) {
  const health = useQuery({
    queryKey: ['health'],
    queryFn: () => request(apiPaths.health, { response: Health, auth: false }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (!health.data?.sandbox) return null;
  const badge = (
    <Badge role="note" aria-label="샌드박스 모드: 인증과 데이터는 데모용이에요">
      샌드박스
    </Badge>
  );
  return strip ? <Strip>{badge}</Strip> : badge;
}
