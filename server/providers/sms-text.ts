/**
 * What kind of text message a text needs. Korean carriers count a message in EUC-KR bytes: an SMS
 * holds 90 bytes (45 Hangul syllables), an LMS 2,000; past that the text is cut to fit, with a mark.
 */

const SMS_MAX_BYTES = 90;
export const LMS_MAX_BYTES = 2_000;
const CUT_MARK = '...';

/** Bytes of one character in EUC-KR: ASCII 1, Hangul and other two-byte characters 2; anything beyond the BMP is counted 4 (never fits one). */
const charBytes = (codePoint: number) => (codePoint <= 0x7f ? 1 : codePoint <= 0xffff ? 2 : 4);

export function euckrBytes(text: string): number {
  let bytes = 0;
  for (const char of text) bytes += charBytes(char.codePointAt(0) ?? 0);
  return bytes;
}

export interface TextMessage {
  type: 'SMS' | 'LMS';
  text: string;
}

/** An SMS when it fits 90 bytes, else an LMS, cut (with "...") to its 2,000. */
export function textMessageOf(text: string): TextMessage {
  if (euckrBytes(text) <= SMS_MAX_BYTES) return { type: 'SMS', text };
  if (euckrBytes(text) <= LMS_MAX_BYTES) return { type: 'LMS', text };
  const room = LMS_MAX_BYTES - CUT_MARK.length;
  let bytes = 0;
  let kept = '';
  for (const char of text) {
    bytes += charBytes(char.codePointAt(0) ?? 0);
    if (bytes > room) break;
    kept += char;
  }
  return { type: 'LMS', text: `${kept}${CUT_MARK}` };
}
