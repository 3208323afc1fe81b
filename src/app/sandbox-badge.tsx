/**
 * DESIGN.md §4: while the identity providers are simulated, say so on every screen — inside the
 * app bar, or in a strip of its own above a root screen, never drawn over the page.
 */
import { useQuery } from '@tanstack/react-query';
import { healthKey } from '../lib/query-client';
import { fetchHealth, SandboxMarker } from './sandbox-marker';

const HEALTH_FRESH_MS = 10 * 60 * 1000; // 10 min

export function SandboxBadge({ strip = false }: { strip?: boolean }) {
  const health = useQuery({
    queryKey: healthKey,
    queryFn: fetchHealth,
    // Kept on the device (lib/persister.ts): a copy older than this is asked again when a screen opens.
    staleTime: HEALTH_FRESH_MS,
    retry: false,
  });
  return health.data?.sandbox ? <SandboxMarker strip={strip} /> : null;
}
