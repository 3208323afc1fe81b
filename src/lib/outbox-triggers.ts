/**
 * What makes the page read the queue and ask for a drain, besides its own writes: a start,
 * `online`, the server answering again after it was away or unreachable, the page becoming visible
 * or shown again from the back-forward cache. The retry after a pause while an entry waits is armed
 * by each read (outbox-drain-requests.ts). What the worker and other pages report on the outbox
 * channel is taken in as it comes.
 */
import { is } from 'superstruct';
import { OutboxEvent } from '../contract/outbox';
import { handleOutboxEvent, kickOutbox, outboxChannel, serverRetry } from './outbox-drain-requests';
import { forgetQueue } from './outbox-state';
import { SERVER_AVAILABLE_EVENT } from './server-availability';

const onOnline = () => void kickOutbox();
const onVisible = () => {
  if (document.visibilityState === 'visible') void kickOutbox();
};
/** Back to the page from the back-forward cache: timers may not have run meanwhile. */
const onPageShow = (event: PageTransitionEvent) => {
  if (event.persisted) void kickOutbox();
};
const onChannelMessage = (message: MessageEvent) => {
  if (is(message.data, OutboxEvent)) handleOutboxEvent(message.data);
};
let started = false;

/**
 * Listens for the triggers (once) and kicks the outbox. The shell calls it when a candidate is
 * signed in (app start, a new sign-in), and every outbox view when it mounts.
 */
export function startOutbox(): void {
  if (typeof window === 'undefined') return;
  if (!started) {
    started = true;
    outboxChannel?.addEventListener('message', onChannelMessage);
    window.addEventListener('online', onOnline);
    window.addEventListener(SERVER_AVAILABLE_EVENT, onOnline);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', onPageShow);
  }
  void kickOutbox();
}

/** Undoes startOutbox and forgets what was read (tests start each case afresh). */
export function stopOutbox(): void {
  started = false;
  outboxChannel?.removeEventListener('message', onChannelMessage);
  window.removeEventListener('online', onOnline);
  window.removeEventListener(SERVER_AVAILABLE_EVENT, onOnline);
  document.removeEventListener('visibilitychange', onVisible);
  window.removeEventListener('pageshow', onPageShow);
  serverRetry.stop();
  forgetQueue();
}
