/** Where the inquiry is written from, by the screen's name ("문의 위치: 자주 묻는 질문"); nothing for an unknown address. */
import { screenNameOf } from '../../contract/screen-names';
import { InquiryNote } from './inquiry-note';

export function InquiryOrigin({ from }: { from: string | undefined }) {
  const name = from ? screenNameOf(from) : undefined;
  return name ? <InquiryNote>{`문의 위치: ${name}`}</InquiryNote> : null;
}
