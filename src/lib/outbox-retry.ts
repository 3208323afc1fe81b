/**
 * A queued write that could not go yet (no connection, a timeout, a captive portal, a 5xx — 503
 * while the server's database is away —, a 429, a duplicate still being answered) stays queued.
 * Nothing else is sure to try it again while the page stays open: Background Sync waits minutes
 * or does not exist, and `online` never comes when the device never noticed it was cut off (a
 * stopped server) or does not say so (Firefox leaving offline mode). So the page asks for another
 * drain after a pause of 2 s that doubles up to a minute, with jitter, while an entry keeps
 * waiting, and starts over once nothing waits. The other triggers (`online`, returning to the
 * page, a successful request) drain at once besides (outbox-triggers.ts).
 */
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

export interface ServerRetry {
  /** What the queue holds now: whether one of the candidate's entries waits for a connection or the server. */
  update(waiting: boolean): void;
  stop(): void;
}

/** Up to a fifth less, so devices coming back together do not ask in step. */
const withJitter = (ms: number, random: () => number) => Math.round(ms * (1 - random() * 0.2));

export function createServerRetry(drain: () => void, random: () => number = Math.random): ServerRetry {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delayMs = FIRST_RETRY_MS;
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    delayMs = FIRST_RETRY_MS;
  };
  return {
    update(waiting) {
      if (!waiting) return stop();
      if (timer) return;
      timer = setTimeout(
        () => {
          timer = undefined;
          drain();
        },
        withJitter(delayMs, random),
      );
      delayMs = Math.min(delayMs * 2, MAX_RETRY_MS);
    },
    stop,
  };
}
