/**
 * /my/edit — the profile edit with a resume tab and a more tab (SPEC §2). Offline, or when the
 * PATCH finds no connection, the edit goes to the outbox (profile-outbox.ts) with its
 * Idempotency-Key and shows "전송 대기 중"; the server's answer, when it comes, becomes the
 * profile, and a refusal brings the draft back here with the server's message.
 */
import { styled } from '@linaria/react';
import { useIsRestoring, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { MorePatch, ProfileV3 } from '../../contract/profile';
import { useBackOverride } from '../../lib/back-override';
import { ApiError, NetworkError } from '../../lib/http';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { discardEntry, outboxState } from '../../lib/outbox-client';
import { announceSessionExpired } from '../../lib/session-events';
import { useOutboxRefused } from '../../lib/use-outbox';
import { isSignedInAtom } from '../../session/session-state';
import { Button } from '../../ui/button';
import { ConfirmAlert } from '../../ui/confirm-alert';
import { Lead, Page, Title } from '../../ui/page';
import { SignInPrompt } from '../../ui/sign-in-prompt';
import { StickyBar } from '../../ui/sticky-bar';
import { TabButton, TabButtons } from '../../ui/tab-buttons';
import { Toast } from '../../ui/toast';
import { color, font, space } from '../../ui/tokens';
import { profileQuery, useMy, useSaveMore } from './api';
import { EditMoreTab } from './edit-more-tab';
import { EditResumeTab } from './edit-resume-tab';
import { forgetKeptDraft, readKeptDraft } from './kept-draft';
import { KeptDraftNotice } from './kept-draft-notice';
import {
  type DraftErrors,
  draftOf,
  formFieldOf,
  isDirty,
  lacksResume,
  type ProfileDraft,
  patchOf,
  tabOf,
  validateDraft,
} from './profile-draft';
import { QueuedEditNotice } from './profile-edit-notice';
import {
  type QueuedDraft,
  queuedDraftOf,
  queueProfileEdit,
  savedAsFarAsKnown,
  useProfileEditAnswers,
  useProfileEdits,
} from './profile-outbox';
import { placeRefusal, type RefusedEdit, refusedEditOf } from './refused-edit';
import { UploadError, uploadIfFile } from './upload';
import { useDraftKeptForUpdate } from './use-draft-kept-for-update';
import { useLeaveGuard } from './use-leave-guard';

const FormError = styled.p`
  margin: ${space.md} 0 0;
  color: ${color.danger};
  font-size: ${font.size.caption};
`;

type Tab = 'resume' | 'more';

const OFFLINE_MESSAGE = '인터넷에 연결되어 있지 않아요. 연결을 확인한 뒤 다시 시도해 주세요.';
const FILE_NEEDS_CONNECTION =
  '새 파일은 인터넷에 연결된 뒤에 올릴 수 있어요. 파일을 빼고 저장하거나 연결된 뒤 다시 시도해 주세요.';
function Editor({ initial, userId, refused }: { initial: ProfileDraft; userId: string; refused?: RefusedEdit }) {
  const placed = placeRefusal(refused?.refusal);
  // Unsaved changes kept through the reload of an update, laid over what the form starts from.
  const [restored] = useState(() => readKeptDraft(userId, refused?.draft ?? initial));
  useEffect(() => forgetKeptDraft(userId), [userId]);
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState<ProfileDraft>(restored?.draft ?? refused?.draft ?? initial);
  const requestedTab = new URLSearchParams(useSearch()).get('tab');
  // No tab asked for: the first one holding restored changes.
  const startTab: Tab =
    requestedTab === 'more' ? 'more' : requestedTab ? 'resume' : (restored?.sections[0] ?? 'resume');
  const [tab, setTab] = useState<Tab>(placed.tab ?? startTab);
  const [errors, setErrors] = useState<DraftErrors>(placed.errors);
  const [formError, setFormError] = useState<string | undefined>(placed.formError);
  const [askResume, setAskResume] = useState(false);
  const [toast, setToast] = useState<string>();
  const [pending, setPending] = useState(false);
  /** The refused edit shown in the form: saving or leaving settles it. */
  const refusedId = useRef(refused?.id);
  const save = useSaveMore(userId);
  const queryClient = useQueryClient();
  const { queued } = useProfileEdits();
  const [, navigate] = useLocation();
  const dirty = isDirty(draft, saved);
  const leave = useLeaveGuard(dirty);
  // The app bar's back asks first, as the browser's back does. Confirmed, it opens /my rather than
  // stepping back: the leave guard's own history entry stands behind this one meanwhile.
  useBackOverride((goBack) => (dirty ? leave.request(() => navigate('/my')) : goBack()));
  useDraftKeptForUpdate({ userId, draft, saved, disarm: leave.disarm });
  const latest = useRef({ draft, saved });
  latest.current = { draft, saved };

  const settleRefused = () => {
    if (refusedId.current) void discardEntry(refusedId.current);
    refusedId.current = undefined;
  };

  useProfileEditAnswers((profile) => {
    const next = draftOf(profile);
    // Untouched since it was queued: the form shows what the server now holds.
    if (!isDirty(latest.current.draft, latest.current.saved)) setDraft(next);
    setSaved(next);
    setToast('저장되었습니다.');
  });
  const onQueuedDiscarded = () => {
    const baseline = savedAsFarAsKnown(queryClient, initial);
    // Untouched since it was queued: the form goes back to what the server holds.
    if (!isDirty(latest.current.draft, latest.current.saved)) setDraft(baseline);
    setSaved(baseline);
  };
  useOutboxRefused('profile-edit', ({ id }) => {
    const back = refusedEditOf(outboxState().entries.find((entry) => entry.id === id));
    if (!back) return;
    const place = placeRefusal(back.refusal);
    refusedId.current = back.id;
    setDraft(back.draft);
    setErrors(place.errors);
    setFormError(place.formError);
    if (place.tab) setTab(place.tab);
  });

  const queueEdit = async (patch: MorePatch, idempotencyKey: string, queuedDraft: QueuedDraft) => {
    await queueProfileEdit(userId, patch, idempotencyKey, queuedDraft);
    settleRefused();
    setSaved(queuedDraft);
    setDraft(queuedDraft);
    setErrors({});
  };

  const send = async () => {
    setAskResume(false);
    setPending(true);
    setFormError(undefined);
    try {
      const choseFile = draft.resume instanceof File || draft.portfolio instanceof File;
      if (choseFile && !navigator.onLine) {
        setFormError(FILE_NEEDS_CONNECTION);
        return;
      }
      const uploaded = {
        resume: await uploadIfFile(userId, 'resume', draft.resume instanceof File ? draft.resume : null),
        portfolio: await uploadIfFile(userId, 'portfolio', draft.portfolio instanceof File ? draft.portfolio : null),
      };
      const patch = patchOf(draft, uploaded);
      const idempotencyKey = newIdempotencyKey();
      const queuedDraft = queuedDraftOf(draft, uploaded);
      // Offline, or behind an edit still waiting: queued, so edits reach the server in order.
      if (!navigator.onLine || queued) return await queueEdit(patch, idempotencyKey, queuedDraft);
      let profile: ProfileV3;
      try {
        profile = await save.mutateAsync({ patch, idempotencyKey });
      } catch (error) {
        // No answer: the same request (same key, same body) waits in the outbox.
        if (error instanceof NetworkError) return await queueEdit(patch, idempotencyKey, queuedDraft);
        throw error;
      }
      settleRefused();
      const next = draftOf(profile);
      setSaved(next);
      setDraft(next);
      setErrors({});
      setToast('저장되었습니다.');
    } catch (error) {
      // Whatever went wrong, the draft stays as the candidate wrote it.
      if (error instanceof UploadError) setFormError(error.message);
      else if (error instanceof ApiError && error.field && formFieldOf(error.field)) {
        const field = formFieldOf(error.field) as string;
        setErrors({ [field]: error.message });
        setTab(tabOf(field));
      } else setFormError(error instanceof ApiError ? error.message : OFFLINE_MESSAGE);
    } finally {
      setPending(false);
    }
  };

  const submit = () => {
    const problems = validateDraft(draft);
    setErrors(problems);
    const fields = Object.keys(problems);
    if (fields.length > 0) {
      setTab(fields.some((field) => tabOf(field) === 'resume') ? 'resume' : 'more');
      return;
    }
    if (lacksResume(draft)) setAskResume(true);
    else void send();
  };

  return (
    <Page>
      <Title>프로필 수정</Title>
      {restored ? <KeptDraftNotice filesDropped={restored.filesDropped} /> : null}
      <TabButtons label="수정할 항목">
        <TabButton pressed={tab === 'resume'} onClick={() => setTab('resume')}>
          이력서
        </TabButton>
        <TabButton pressed={tab === 'more'} onClick={() => setTab('more')}>
          더보기
        </TabButton>
      </TabButtons>
      {tab === 'resume' ? (
        <EditResumeTab draft={draft} errors={errors} onChange={setDraft} />
      ) : (
        <EditMoreTab draft={draft} errors={errors} onChange={setDraft} />
      )}
      {queued ? <QueuedEditNotice key={queued.id} entry={queued} onDiscarded={onQueuedDiscarded} /> : null}
      {formError ? <FormError role="alert">{formError}</FormError> : null}
      <StickyBar>
        <Button type="button" disabled={!dirty || pending} onClick={submit}>
          {pending ? '저장하는 중…' : '저장하기'}
        </Button>
      </StickyBar>
      <ConfirmAlert
        view={askResume}
        title="이력서 파일 첨부가 되지 않았습니다. 이대로 전송할까요?"
        subtit="이력서를 올리면 21% 더 많은 제안을 받아요."
        left={{ title: '돌아가기', function: () => setAskResume(false) }}
        right={{ title: '전송하기', function: () => void send() }}
        onClose={() => setAskResume(false)}
      />
      <ConfirmAlert
        view={leave.asking}
        title="저장되지 않은 변경사항이 있습니다."
        subtit="지금 나가면 작성한 내용이 사라져요."
        left={{
          title: '나가기',
          function: () => {
            // Leaving a refused edit's draft discards it.
            settleRefused();
            leave.confirm();
          },
        }}
        right={{ title: '계속 작성하기', function: leave.cancel }}
        onClose={leave.cancel}
      />
      <Toast view={toast !== undefined} onHide={() => setToast(undefined)}>
        {toast}
      </Toast>
    </Page>
  );
}

function Loaded() {
  // The patch replaces the whole career list: edit only a copy fresh from the server, never the
  // one cached on this device, or a career added elsewhere would be deleted by saving.
  const profile = useQuery({ ...profileQuery(), refetchOnMount: 'always' });
  const my = useMy();
  const edits = useProfileEdits();
  useProfileEditAnswers();
  const [, navigate] = useLocation();
  const error = profile.error ?? my.error;
  useEffect(() => {
    if (!(error instanceof ApiError)) return;
    // SPEC §8: a 401 shows the expiry alert; another failure to load one's own data goes home.
    if (error.status === 401) announceSessionExpired();
    else navigate('/', { replace: true });
  }, [error, navigate]);
  if (error instanceof NetworkError) {
    return (
      <Page>
        <Title>인터넷에 연결되어 있지 않아요</Title>
        {edits.queued ? <QueuedEditNotice key={edits.queued.id} entry={edits.queued} /> : null}
        <Lead>프로필은 연결된 상태에서만 수정할 수 있어요. 연결을 확인한 뒤 다시 시도해 주세요.</Lead>
        <Button onClick={() => void Promise.all([profile.refetch(), my.refetch()])}>다시 시도하기</Button>
      </Page>
    );
  }
  if (!profile.data || !profile.isFetchedAfterMount || !my.data || !edits.loaded) return <Page aria-busy="true" />;
  return <Editor initial={draftOf(profile.data)} userId={my.data.userId} refused={refusedEditOf(edits.refused)} />;
}

export function ProfileEditPage() {
  const signedIn = useAtomValue(isSignedInAtom);
  // The device's copy is put into the cache after start; a query watched before that counts it as
  // "fetched after mount", and the form would edit that copy. So the form's query starts after it.
  const restoring = useIsRestoring();
  if (!signedIn) return <SignInPrompt lead="프로필은 로그인한 뒤에 수정할 수 있어요." />;
  return restoring ? <Page aria-busy="true" /> : <Loaded />;
}
