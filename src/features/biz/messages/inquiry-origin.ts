import { screenNameOf } from '../../../contract/screen-names';

/**
 * Where a candidate or a guest wrote from, by the name the candidate saw ("자주 묻는 질문"), with the
 * address after it: the operator may need what the name leaves out (which offer: /my/result/12).
 * An address the app does not name stays as it is.
 */
export function inquiryOriginText(path: string): string {
  const name = screenNameOf(path);
  return name ? `문의 위치: ${name} (${path})` : `문의 위치: ${path}`;
}
