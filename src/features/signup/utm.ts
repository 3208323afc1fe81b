/**
 * Funnel tracking (SPEC §4): a utm record is created on the first visit of a tab and its id kept
 * in sessionStorage as "utm-id"; later steps patch its status and, after sign-up, the user id.
 * Tracking never blocks or breaks the journey: failures are ignored. The address recorded is the
 * one the tab came in by (utm-entry.ts), not necessarily the page recording it. A step reached
 * before the visit is recorded (a first visit straight to /submit: the shell records it only after
 * load) waits for that one record instead of being dropped or making a second.
 */
import * as apiPaths from '../../contract/api-paths';
import { UtmCreated } from '../../contract/signup';
import { request } from '../../lib/http';

import { addressOf, type EntryLocation, forgetEntry, rememberedEntry, UTM_ID_KEY } from './utm-entry';

export type UtmStatus = 'JOB_CHOICE' | 'AGREE' | 'VERIFIED' | 'SUBMITTED';

let recording: Promise<void> | undefined;

export function recordVisit(location: EntryLocation = window.location): Promise<void> {
  if (sessionStorage.getItem(UTM_ID_KEY)) return Promise.resolve();
  recording ??= createVisit(location).finally(() => {
    recording = undefined;
  });
  return recording;
}

async function createVisit(location: EntryLocation): Promise<void> {
  const entry = rememberedEntry() ?? addressOf(location);
  const params = new URL(entry, 'http://entry.invalid').searchParams;
  const field = (name: string) => params.get(`utm_${name}`)?.slice(0, 100) || undefined;
  try {
    const { id } = await request(apiPaths.utm, {
      method: 'POST',
      auth: false,
      response: UtmCreated,
      body: {
        source: field('source'),
        campaign: field('campaign'),
        medium: field('medium'),
        content: field('content'),
        term: field('term'),
        landing: entry.slice(0, 500),
      },
    });
    sessionStorage.setItem(UTM_ID_KEY, id);
    forgetEntry();
  } catch {
    // Analytics must not stand in the way.
  }
}

export function patchUtm(change: { status?: UtmStatus; userId?: string }): Promise<void> {
  return recordVisit()
    .then(() => {
      const id = sessionStorage.getItem(UTM_ID_KEY);
      if (!id) return;
      // With the bearer token: the server links a visit only to the candidate who is signed in.
      return request(apiPaths.utm, { method: 'PATCH', body: { id, ...change } }).then(() => undefined);
    })
    .catch(() => undefined);
}
