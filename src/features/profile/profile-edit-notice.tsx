/**
 * What the outbox holds of the candidate's profile edits, on /my and the edit page: one waiting
 * for the connection ("전송 대기 중", with 삭제), or one the server refused, with its message, a
 * way back to the draft and 삭제. A 삭제 asks first, and says so when the edit could not be
 * removed because it is being sent at that moment. Offline the /my page reads from the cache, so
 * this is where a reload shows that nothing was lost.
 */
import { styled } from '@linaria/react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { DiscardResult, OutboxEntry } from '../../contract/outbox';
import { discardEntry } from '../../lib/outbox-client';
import { ConfirmAlertOnDemand } from '../../ui/on-demand';
import { color, font, radius, space } from '../../ui/tokens';
import { useProfileEditAnswers, useProfileEdits } from './profile-edit-status';

const EDIT_QUEUED = '전송 대기 중';
const EDIT_QUEUED_LEAD = '수정한 프로필은 인터넷에 연결되면 자동으로 저장돼요.';
const EDIT_SENDING = '저장하는 중';

/** What a 삭제 that removed nothing says. */
const NOT_DISCARDED: Partial<Record<DiscardResult, string>> = {
  sending: '이미 저장하는 중이라 삭제하지 못했어요.',
  sent: '이미 저장된 수정 내용이라 삭제하지 못했어요.',
  failed: '삭제하지 못했어요. 다시 시도해 주세요.',
};

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
  & p {
    margin: 0;
  }
  & p + p {
    margin-top: ${space.xs};
  }
  & button {
    border: 0;
    background: none;
    padding: 0;
    text-decoration: underline;
    cursor: pointer;
  }
`;

/** 삭제 with its confirmation; `onDiscarded` hears that the entry will never be sent. */
function useDiscard(id: string, onDiscarded?: () => void) {
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState<string>();
  const discard = async () => {
    setConfirming(false);
    const result = await discardEntry(id);
    setNote(NOT_DISCARDED[result]);
    if (result === 'discarded' || result === 'gone') onDiscarded?.();
  };
  return { confirming, note, ask: () => setConfirming(true), cancel: () => setConfirming(false), discard };
}

function DiscardConfirm({ title, discarding }: { title: string; discarding: ReturnType<typeof useDiscard> }) {
  return (
    <ConfirmAlertOnDemand
      view={discarding.confirming}
      title={title}
      subtit="삭제한 수정 내용은 프로필에 저장되지 않고, 되돌릴 수 없어요."
      left={{ title: '취소', function: discarding.cancel }}
      right={{ title: '삭제', function: () => void discarding.discard() }}
      onClose={discarding.cancel}
    />
  );
}

/** The waiting edit (the edit page shows a refusal in the form itself); 삭제 unless it is on its way. */
export function QueuedEditNotice({ entry, onDiscarded }: { entry: OutboxEntry; onDiscarded?: () => void }) {
  const discarding = useDiscard(entry.id, onDiscarded);
  const sending = entry.sendingAt !== undefined;
  return (
    <Box>
      <p role="status">
        <strong>{sending ? EDIT_SENDING : EDIT_QUEUED}</strong> · {EDIT_QUEUED_LEAD}
      </p>
      {discarding.note ? <p role="alert">{discarding.note}</p> : null}
      {sending ? null : (
        <button type="button" onClick={discarding.ask}>
          삭제
        </button>
      )}
      <DiscardConfirm title="저장 대기 중인 수정 내용을 삭제할까요?" discarding={discarding} />
    </Box>
  );
}

function RefusedEditNotice({ entry }: { entry: OutboxEntry }) {
  const discarding = useDiscard(entry.id);
  return (
    <Box role="alert" data-refused="true">
      <p>
        <strong>프로필 수정 내용을 저장하지 못했어요.</strong> {entry.refusal?.message}
      </p>
      {discarding.note ? <p>{discarding.note}</p> : null}
      <Link href="/my/edit">수정 내용 고치기</Link>
      <button type="button" onClick={discarding.ask}>
        삭제
      </button>
      <DiscardConfirm title="저장하지 못한 수정 내용을 삭제할까요?" discarding={discarding} />
    </Box>
  );
}

/** /my: a waiting edit, or a refused one to fix or discard; also takes the server's answers into the profile. */
export function ProfileEditNotice() {
  const { queued, refused } = useProfileEdits();
  useProfileEditAnswers();
  if (refused) return <RefusedEditNotice key={refused.id} entry={refused} />;
  return queued ? <QueuedEditNotice key={queued.id} entry={queued} /> : null;
}
