/**
 * What the outbox holds of the candidate's profile edits, on /my and the edit page: one waiting
 * for the connection ("전송 대기 중"), or one the server refused, with its message, a way back to
 * the draft and 삭제. Offline the /my page reads from the cache, so this is where a reload shows
 * that nothing was lost.
 */
import { styled } from '@linaria/react';
import { Link } from 'wouter';
import { discardEntry } from '../../lib/outbox-client';
import { color, font, radius, space } from '../../ui/tokens';
import { useProfileEditAnswers, useProfileEdits } from './profile-outbox';

export const EDIT_QUEUED = '전송 대기 중';
export const EDIT_QUEUED_LEAD = '수정한 프로필은 인터넷에 연결되면 자동으로 저장돼요.';

const Box = styled.div`
  margin: ${space.md} 0;
  padding: ${space.md} ${space.lg};
  border-radius: ${radius.md};
  background: ${color.background};
  color: ${color.textSub};
  font-size: ${font.size.body};

  & strong {
    color: ${color.text};
  }
  &[data-refused='true'] {
    border: 1px solid ${color.danger};
    background: ${color.surface};
  }
  & a,
  & button {
    margin-right: ${space.sm};
    color: ${color.textSub};
    font-size: ${font.size.caption};
  }
  & button {
    border: 0;
    background: none;
    padding: 0;
    text-decoration: underline;
    cursor: pointer;
  }
`;

/** The waiting edit alone (the edit page shows a refusal in the form itself). */
export function QueuedEditNotice() {
  return (
    <Box role="status">
      <strong>{EDIT_QUEUED}</strong> · {EDIT_QUEUED_LEAD}
    </Box>
  );
}

/** /my: a waiting edit, or a refused one to fix or discard; also takes the server's answers into the profile. */
export function ProfileEditNotice() {
  const { queued, refused } = useProfileEdits();
  useProfileEditAnswers();
  if (refused) {
    return (
      <Box role="alert" data-refused="true">
        <p>
          <strong>프로필 수정 내용을 저장하지 못했어요.</strong> {refused.refusal?.message}
        </p>
        <Link href="/my/edit">수정 내용 고치기</Link>
        <button type="button" onClick={() => void discardEntry(refused.id)}>
          삭제
        </button>
      </Box>
    );
  }
  return queued ? <QueuedEditNotice /> : null;
}
