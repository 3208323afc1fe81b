/**
 * DESIGN.md §4: while the identity providers are simulated, say so on every screen — inside the
 * app bar, or in a strip of its own above a root screen, never drawn over the page.
 *
 * Until /health's answer is in the cache (asked for, or restored from the device a moment after the
 * first frame), the strip follows the last answer this device saw, kept in localStorage: read at
 * once, so a returning visit draws the strip in its first frame instead of pushing the page down
 * when the restore lands (Lighthouse counted that as a layout shift of the whole page).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { healthKey } from '../lib/query-client';
import { fetchHealth, SandboxMarker } from './sandbox-marker';

const HEALTH_FRESH_MS = 10 * 60 * 1000; // 10 min
export const LAST_SANDBOX_KEY = 'boltx-last-sandbox';

function lastSeenSandbox(): boolean {
  try {
    return localStorage.getItem(LAST_SANDBOX_KEY) === 'true';
  } catch {
    return false;
  }
}

export function SandboxBadge({ strip = false }: { strip?: boolean }) {
  const health = useQuery({
    queryKey: healthKey,
    queryFn: fetchHealth,
    // Kept on the device (lib/persister.ts): a copy older than this is asked again when a screen opens.
    staleTime: HEALTH_FRESH_MS,
    retry: false,
  });
  const answered = health.data?.sandbox;
  useEffect(() => {
    if (answered === undefined) return;
    try {
      localStorage.setItem(LAST_SANDBOX_KEY, String(answered));
    } catch {
      // Storage refused (private mode, full): the strip waits for the answer, as before.
    }
  }, [answered]);
  return (answered ?? lastSeenSandbox()) ? <SandboxMarker strip={strip} /> : null;
}
