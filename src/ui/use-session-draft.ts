/** Text being written, kept in sessionStorage under `key`: a reload or a failed send never loses it. */
import { useCallback, useState } from 'react';

/** The draft kept under `key`; '' when there is none or storage is refused. */
export function readDraft(key: string): string {
  try {
    return sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/** Keeps `value` under `key` ('' removes it); false when storage refused it. */
export function writeDraft(key: string, value: string): boolean {
  try {
    if (value === '') sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
    return true;
  } catch {
    // Storage full or refused (private mode): the text still lives in the field.
    return false;
  }
}

export function useSessionDraft(key: string): [string, (value: string) => void] {
  const [draft, setDraft] = useState(() => ({ key, value: readDraft(key) }));
  // Another key (another room) reads its own draft.
  const current = draft.key === key ? draft : { key, value: readDraft(key) };
  if (current !== draft) setDraft(current);
  const update = useCallback(
    (value: string) => {
      writeDraft(key, value);
      setDraft({ key, value });
    },
    [key],
  );
  return [current.value, update];
}
