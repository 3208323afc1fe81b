/**
 * The 샌드박스 marker (DESIGN.md §4) and the question behind it, without React Query: the app
 * shell asks through sandbox-badge.tsx, the landing's extras ask once and draw it in the header.
 */
import { styled } from '@linaria/react';
import * as apiPaths from '../contract/api-paths';
import { Health } from '../contract/health';
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

/** Whether the server runs with simulated providers (GET /health). */
export const fetchHealth = () => request(apiPaths.health, { response: Health, auth: false });

/** The marker itself, for a host that has asked the server already. */
export function SandboxMarker({ strip = false }: { strip?: boolean }) {
  const badge = (
    <Badge role="note" aria-label="샌드박스 모드: 인증과 데이터는 데모용이에요">
      샌드박스
    </Badge>
  );
  return strip ? <Strip>{badge}</Strip> : badge;
}
