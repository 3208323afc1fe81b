/** Says that unsaved changes came back after the app reopened for an update (kept-draft.ts). */
import { styled } from '@linaria/react';
import { color, font, radius, space } from '../../ui/tokens';

export const KEPT_DRAFT_RESTORED =
  '업데이트 전에 저장하지 않은 수정 내용을 다시 불러왔어요. 저장하기를 눌러야 반영돼요.';
export const KEPT_DRAFT_FILES_DROPPED = '새로 고른 파일은 다시 첨부해 주세요.';

const Note = styled.p`
  margin: ${space.md} 0;
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: ${color.background};
  color: ${color.textSub};
  font-size: ${font.size.body};
`;

export function KeptDraftNotice({ filesDropped }: { filesDropped: boolean }) {
  return (
    <Note role="status">
      {KEPT_DRAFT_RESTORED}
      {filesDropped ? ` ${KEPT_DRAFT_FILES_DROPPED}` : null}
    </Note>
  );
}
