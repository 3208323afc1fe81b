/**
 * Error reports never carry who the user is or what they earn: query strings, headers,
 * cookies, user data and long digit runs (phones, resident numbers) are removed before sending.
 */
interface ScrubbableEvent {
  exception?: { values?: { value?: string }[] };
  extra?: unknown;
  contexts?: unknown;
  request?: { url?: string; query_string?: unknown; headers?: unknown; cookies?: unknown; data?: unknown };
  user?: unknown;
  breadcrumbs?: { data?: unknown; message?: string }[];
  message?: string;
}

/** Six or more digits, also when split by hyphens, dots or spaces (010-1234-5678, 930415-1234567). */
const DIGIT_RUN = /\d(?:[\s.-]?\d){5,}/g;

function stripQuery(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? url : url.slice(0, at);
}

export function scrubText(text: string): string {
  return text.replace(DIGIT_RUN, '[숫자]');
}

export function scrubEvent<T extends ScrubbableEvent>(event: T): T {
  if (event.request) {
    event.request = { url: event.request.url ? scrubText(stripQuery(event.request.url)) : undefined };
  }
  delete event.user;
  delete event.extra;
  delete event.contexts;
  for (const value of event.exception?.values ?? []) {
    if (value.value) value.value = scrubText(value.value);
  }
  if (event.message) event.message = scrubText(event.message);
  if (event.breadcrumbs) {
    event.breadcrumbs = event.breadcrumbs.map((crumb) => ({
      ...crumb,
      data: undefined,
      message: crumb.message ? scrubText(crumb.message) : undefined,
    }));
  }
  return event;
}
