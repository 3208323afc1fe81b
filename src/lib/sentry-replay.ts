/**
 * Sentry's session replay, its own chunk (sentry-client.ts loads it): recorded in session mode
 * from the moment it is added, with every text masked and media blocked.
 */
import { addIntegration, replayIntegration } from '@sentry/react';

export function startReplay(): void {
  const replay = replayIntegration({ maskAllText: true, blockAllMedia: true });
  addIntegration(replay);
  replay.start();
}
