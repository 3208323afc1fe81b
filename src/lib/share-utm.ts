/**
 * Shared links arrive with utm parameters (the share's record is utm_content). The shell records
 * the first visit; pages a shared link lands on carry the parameters on to the next step.
 */

/** Only the utm parameters of `search`, as a query string to append ("" when there are none). */
export function utmSuffix(search: string): string {
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.startsWith('utm_')) kept.append(key, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}
