/**
 * The HTML part of an e-mail, drawn from its plain text: every character escaped (an operator's
 * answer or a visitor's words never become markup), paragraphs at blank lines, line breaks kept,
 * inline styles only (mail readers drop <style>), and a one-line footer in Korean.
 */
import type { EmailMessage } from './email-sender';

/** The footer of every e-mail, in both parts. */
const EMAIL_FOOTER = '볼트X에서 보낸 메일이에요.';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]);

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;white-space:normal">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;

/** The plain-text part: the text and the footer. */
export const emailPlainText = (message: EmailMessage) => `${message.text}\n\n— ${EMAIL_FOOTER}`;

export function emailHtml(message: EmailMessage): string {
  const paragraphs = message.text
    .split(/(?:\r?\n){2,}/)
    .filter((part) => part.trim() !== '')
    .map(paragraph)
    .join('');
  return [
    '<!doctype html>',
    '<html lang="ko"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(message.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f5f7">',
    '<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;color:#191f28;',
    "font-family:-apple-system,BlinkMacSystemFont,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;",
    'font-size:15px;line-height:1.6">',
    paragraphs,
    `<p style="margin:24px 0 0;color:#8b95a1;font-size:12px">${escapeHtml(EMAIL_FOOTER)}</p>`,
    '</div></body></html>',
  ].join('');
}
