/**
 * A queued write the server could not take yet (a 5xx — 503 while its database is away —, a 429,
 * a duplicate still being answered) stays queued. Nothing in the browser tries it again while the
 * page stays open and online (Background Sync waits minutes, `online` never comes), so the page
 * asks for another drain after a pause that grows from 5 s to at most a minute while the server
 * keeps saying "not now", and starts over once nothing waits on it.
 */
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60_000;

export interface ServerRetry {
  /** What the queue holds now: whether one of the candidate's entries waits on the server. */
  update(waitingOnServer: boolean): void;
  stop(): void;
}

export function createServerRetry(drain: () => void): ServerRetry {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delayMs = FIRST_RETRY_MS;
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    delayMs = FIRST_RETRY_MS;
  };
  return {
    update(waitingOnServer) {
      if (!waitingOnServer) return stop();
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        drain();
      }, delayMs);
      delayMs = Math.min(delayMs * 2, MAX_RETRY_MS);
    },
    stop,
  };
}
