/** Text being written, kept in sessionStorage under `key`: a reload or a failed send never loses it. */
import { useCallback, useState } from 'react';

function readDraft(key: string): string {
  try {
    return sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function writeDraft(key: string, value: string) {
  try {
    if (value === '') sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage full or refused (private mode): the text still lives in the field.
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
