/**
 * What one candidate wrote but had not sent (message drafts, an inquiry, the income event in
 * progress, a profile edit kept through an update) lives in sessionStorage. When a different candidate signs in on the same tab it must
 * not be shown to — or sent as — them; when the same person signs in again it is kept, so nothing
 * they wrote is lost. (`message-outbox:` keys are sends of builds before the IndexedDB outbox,
 * whose own entries start-session.ts drops.)
 */
const SUBJECT_KEY = 'session-subject';
const LEFTOVER = /^(message-draft:|message-outbox:|profile-edit-draft:|ask-draft$|ask-attempt$|lifetime-event$)/;

/** The token's subject, read without verifying (the server verifies; this only compares people). */
export function subjectOf(accessToken: string): string | undefined {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const subject = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof subject === 'string' ? subject : undefined;
  } catch {
    return undefined;
  }
}

export function clearLeftoversOfAnotherUser(accessToken: string): void {
  const subject = subjectOf(accessToken);
  const previous = sessionStorage.getItem(SUBJECT_KEY);
  if (previous !== null && previous !== subject) {
    const keys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index) ?? '');
    for (const key of keys) if (LEFTOVER.test(key)) sessionStorage.removeItem(key);
  }
  if (subject) sessionStorage.setItem(SUBJECT_KEY, subject);
}
