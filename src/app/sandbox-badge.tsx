/** DESIGN.md §4: while the identity providers are simulated, say so on every screen. */
import { styled } from '@linaria/react';
import { useQuery } from '@tanstack/react-query';
import { Health } from '../contract/health';
import { apiPaths } from '../contract/paths';
import { request } from '../lib/http';
import { font, radius } from '../ui/tokens';

const Badge = styled.div`
  position: fixed;
  top: calc(8px + env(safe-area-inset-top));
  left: 50%;
  transform: translateX(-50%);
  z-index: 200;
  padding: 2px 8px;
  border-radius: ${radius.pill};
  background: #ff9f0a;
  color: #1d1300;
  font-size: 11px;
  font-weight: ${font.weight.bold};
  pointer-events: none;
`;

export function SandboxBadge() {
  const health = useQuery({
    queryKey: ['health'],
    queryFn: () => request(apiPaths.health, { response: Health, auth: false }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (!health.data?.sandbox) return null;
  return (
    <Badge role="note" aria-label="샌드박스 모드: 인증과 데이터는 데모용이에요">
      샌드박스
    </Badge>
  );
}
