/**
 * The address a tab came in by, kept in sessionStorage until its utm visit is recorded (utm.ts).
 * The landing records the visit only after the visitor's first interaction (app/landing-extras.tsx):
 * a visitor who taps through before then is recorded by the next page, with the landing's address
 * and utm parameters rather than that page's. Import-free, so it costs the landing's first load nothing.
 */
export const UTM_ID_KEY = 'utm-id';
const ENTRY_KEY = 'utm-entry';

export type EntryLocation = Pick<Location, 'pathname' | 'search'>;

export const addressOf = (location: EntryLocation) => `${location.pathname}${location.search}`;

/** Once per tab, before the visit is recorded: the first address wins. */
export function rememberEntry(location: EntryLocation = window.location): void {
  if (sessionStorage.getItem(UTM_ID_KEY) || sessionStorage.getItem(ENTRY_KEY)) return;
  sessionStorage.setItem(ENTRY_KEY, addressOf(location));
}

export const rememberedEntry = (): string | null => sessionStorage.getItem(ENTRY_KEY);

export const forgetEntry = (): void => sessionStorage.removeItem(ENTRY_KEY);
