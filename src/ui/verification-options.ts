/** The choices of an identity check in an app (CODEF's simple authentication), wherever one is asked for. */

/** The app that approves: loginTypeLevel 1, the messenger's certificate; 5, PASS. */
export const VERIFY_METHOD_OPTIONS = [
  { value: 1, label: '카카오 인증서' },
  { value: 5, label: 'PASS' },
] as const;

/** The candidate's telecom, which PASS needs. */
export const TELECOM_OPTIONS = [
  { value: 0, label: 'SKT' },
  { value: 1, label: 'KT' },
  { value: 2, label: 'LG U+' },
] as const;
