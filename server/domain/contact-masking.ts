/**
 * Contact data inside free text a company reads before the coffee chat (a career's detail): phone
 * numbers, e-mail addresses and links are replaced by "***", so the text cannot name or reach the
 * candidate while the profile is anonymous. The patterns err toward masking: a masked link to a
 * public project costs less than a phone number that reaches the company early.
 */

export const MASK = '***';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[a-z]{2,}/giu;
/** A link with a scheme or www., up to the first space or character no URL is written with. */
const SCHEMED_LINK = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.)[\w\-.~:/?#[\]@!$&'()*+,;=%]+/giu;
/** A bare host on a common top-level domain, with or without a path: github.com/me, blog.example.co.kr. */
const BARE_LINK =
  /(?<![\w.@-])(?:[a-z0-9-]+\.)+(?:com|net|org|io|kr|dev|me|ai|app|so|page|site|xyz|link|to|gg|ly|co)(?:\.[a-z]{2})?(?:\/[\w\-.~:/?#@!$&'()*+,;=%]*)?(?![\w-])/giu;
/**
 * Korean phone numbers however they are spelled: 010-1234-5678, 010 1234 5678, 01012345678,
 * (02) 123-4567, +82 10-1234-5678, 1588-1234. Years and periods ("2019-2021", "2020.03") do not
 * start with 0 or 1[5-9]00 and so stay.
 */
const PHONE =
  /(?<!\d)(?:(?:\+|00)82[\s.-]?\(?0?\d{1,2}\)?|\(?0\d{1,2}\)?)[\s.-]?\d{3,4}[\s.-]?\d{4}(?!\d)|(?<!\d)1[5-9]\d{2}[\s.-]?\d{4}(?!\d)/gu;

export function maskContacts(text: string): string {
  return text.replace(EMAIL, MASK).replace(SCHEMED_LINK, MASK).replace(BARE_LINK, MASK).replace(PHONE, MASK);
}
