/**
 * Gives the main thread back until a task of its own: work split at these points runs in tasks
 * short enough not to hold a tap back (Lighthouse counts every task over 50 ms at 4× CPU).
 * scheduler.yield() where there is one (Chromium), so the rest runs before other queued work;
 * elsewhere a message to ourselves, which unlike setTimeout is not clamped once nested.
 */
type Yielder = { yield?: () => Promise<void> };

/**
 * One channel for the page's life, as React's scheduler keeps: WebKit collected a channel made per
 * call, referenced only by its own handler, before its message arrived — the promise never
 * settled and the offers page was never taken over (tests/engines, WebKit).
 */
let channel: MessageChannel | undefined;
const waiting: (() => void)[] = [];

function messageChannel(): MessageChannel {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
    // Node's ports (unit tests) would otherwise keep the process alive.
    (channel.port1 as { unref?: () => void }).unref?.();
  }
  return channel;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Yielder }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    waiting.push(resolve);
    messageChannel().port2.postMessage(null);
  });
}
