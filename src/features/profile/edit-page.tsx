/**
 * /my/edit — the profile edit with a resume tab and a more tab (SPEC §2). Offline, or when the
 * PATCH finds no connection, the edit goes to the outbox (profile-outbox.ts) with its
 * Idempotency-Key and shows "전송 대기 중"; the server's answer, when it comes, becomes the
 * profile, and a refusal brings the draft back here with the server's message.
 *
 * The form starts from the server's copy when the server answers, and from the copy kept on the
 * device (persisted with the query cache) when there is no connection — opened offline after a
 * relaunch, too. Once the server's copy comes, the form moves onto it, keeping what was changed.
 */
import { styled } from '@linaria/react';
import { useIsRestoring, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { MorePatch, ProfileV3 } from '../../contract/profile';
import { useBackOverride } from '../../lib/back-override';
import { ApiError, NetworkError } from '../../lib/http';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { discardEntry, outboxState } from '../../lib/outbox-client';
import { serverReachable } from '../../lib/server-availability';
import { announceSessionExpired } from '../../lib/session-events';
import { useOutboxRefused } from '../../lib/use-outbox';
import { useConnection } from '../../lib/use-reachable';
import { isSignedInAtom } from '../../session/session-state';
import { Button } from '../../ui/button';
import { ConfirmAlertOnDemand } from '../../ui/on-demand';
import { Lead, Page, Title } from '../../ui/page';
import { SignInPrompt } from '../../ui/sign-in-prompt';
import { StickyBar } from '../../ui/sticky-bar';
import { TabButton, TabButtons } from '../../ui/tab-buttons';
import { Toast } from '../../ui/toast';
import { color, font, space } from '../../ui/tokens';
import { profileQuery, useMy, useSaveMore } from './api';
import { EditResumeTab } from './edit-resume-tab';
import { forgetKeptDraft, readKeptDraft } from './kept-draft';
import { KeptDraftNotice } from './kept-draft-notice';
import { draftOf, formFieldOf, isDirty, lacksResume, type ProfileDraft, patchOf, validateDraft } from './profile-draft';
import { QueuedEditNotice } from './profile-edit-notice';
import { useProfileEditAnswers, useProfileEdits } from './profile-edit-status';
import { type QueuedDraft, queuedDraftOf, queueProfileEdit, savedAsFarAsKnown } from './profile-outbox';
import { placeRefusal, type RefusedEdit, refusedEditOf } from './refused-edit';
import { UploadError, uploadIfFile } from './upload';
import { useDraftKeptForUpdate } from './use-draft-kept-for-update';
import { type EditTab, initialEditState, useEditReducer } from './use-edit-reducer';
import { useLeaveGuard } from './use-leave-guard';

const FormError = styled.p`
  margin: ${space.md} 0 0;
  color: ${color.danger};
  font-size: ${font.size.caption};
`;

const DeviceCopyNote = styled.p`
  margin: 0 0 ${space.md};
  color: ${color.textSub};
  font-size: ${font.size.caption};
`;

// The second tab (its job search and hashtags) is not in the page's first load; it is fetched as
// soon as the page is drawn, so a tap on 더보기 finds it there, offline too.
const loadMoreTab = () => import('./edit-more-tab');
const EditMoreTab = lazy(() => loadMoreTab().then((m) => ({ default: m.EditMoreTab })));

const OFFLINE_MESSAGE = '인터넷에 연결되어 있지 않아요. 연결을 확인한 뒤 다시 시도해 주세요.';
export const DEVICE_COPY_NOTE =
  '인터넷에 연결되어 있지 않아서 이 기기에 저장된 프로필을 수정해요. 저장한 내용은 연결되면 자동으로 반영돼요.';
export const NO_DEVICE_COPY =
  '이 기기에 저장된 프로필이 없어서 지금은 수정할 수 없어요. 인터넷에 연결된 뒤 다시 시도해 주세요.';
const FILE_NEEDS_CONNECTION =
  '새 파일은 인터넷에 연결된 뒤에 올릴 수 있어요. 파일을 빼고 저장하거나 연결된 뒤 다시 시도해 주세요.';
interface EditorProps {
  initial: ProfileDraft;
  userId: string;
  refused?: RefusedEdit;
  /** `initial` is the copy kept on the device: no server answered when the form opened. */
  fromDevice: boolean;
  /** The server's copy read since the form opened, once there is one. */
  latest?: ProfileV3;
}

function Editor({ initial, userId, refused, fromDevice, latest }: EditorProps) {
  // Unsaved changes kept through the reload of an update, laid over what the form starts from.
  const [restored] = useState(() => readKeptDraft(userId, refused?.draft ?? initial));
  useEffect(() => forgetKeptDraft(userId), [userId]);
  useEffect(() => void loadMoreTab().catch(() => undefined), []);
  const requestedTab = new URLSearchParams(useSearch()).get('tab');
  const [state, dispatch] = useEditReducer(() => {
    // No tab asked for: the first one holding restored changes.
    const startTab: EditTab =
      requestedTab === 'more' ? 'more' : requestedTab ? 'resume' : (restored?.sections[0] ?? 'resume');
    const draft = restored?.draft ?? refused?.draft ?? initial;
    return initialEditState(initial, draft, startTab, placeRefusal(refused?.refusal));
  });
  const { draft, saved, tab } = state;
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

  const settleRefused = () => {
    if (refusedId.current) void discardEntry(refusedId.current);
    refusedId.current = undefined;
  };

  // Opened from the device's copy: the server's, when it comes, is what the form stands on from
  // then on — unless an edit of ours still waits to change it: its answer brings the profile.
  const [onDeviceCopy, setOnDeviceCopy] = useState(fromDevice);
  useEffect(() => {
    if (!onDeviceCopy || !latest || queued) return;
    dispatch({ type: 'rebased', profile: draftOf(latest) });
    setOnDeviceCopy(false);
  }, [onDeviceCopy, latest, queued, dispatch]);

  useProfileEditAnswers((profile) => {
    dispatch({ type: 'answered', profile: draftOf(profile) });
    setOnDeviceCopy(false);
  });
  const onQueuedDiscarded = () =>
    dispatch({ type: 'queuedDiscarded', baseline: savedAsFarAsKnown(queryClient, initial) });
  useOutboxRefused('profile-edit', ({ id }) => {
    const back = refusedEditOf(outboxState().entries.find((entry) => entry.id === id));
    if (!back) return;
    refusedId.current = back.id;
    dispatch({ type: 'refused', draft: back.draft, placed: placeRefusal(back.refusal) });
  });

  const queueEdit = async (patch: MorePatch, idempotencyKey: string, queuedDraft: QueuedDraft) => {
    await queueProfileEdit(userId, patch, idempotencyKey, queuedDraft);
    settleRefused();
    dispatch({ type: 'queued', draft: queuedDraft });
  };

  /** Uploads chosen files, then saves — or queues the edit when there is no connection. */
  const saveOrQueue = async () => {
    const choseFile = draft.resume instanceof File || draft.portfolio instanceof File;
    if (choseFile && !serverReachable()) return dispatch({ type: 'formError', message: FILE_NEEDS_CONNECTION });
    const uploaded = {
      resume: await uploadIfFile(userId, 'resume', draft.resume instanceof File ? draft.resume : null),
      portfolio: await uploadIfFile(userId, 'portfolio', draft.portfolio instanceof File ? draft.portfolio : null),
    };
    const patch = patchOf(draft, uploaded);
    const idempotencyKey = newIdempotencyKey();
    const queuedDraft = queuedDraftOf(draft, uploaded);
    // Offline, or behind an edit still waiting: queued, so edits reach the server in order.
    if (!serverReachable() || queued) return queueEdit(patch, idempotencyKey, queuedDraft);
    let profile: ProfileV3;
    try {
      profile = await save.mutateAsync({ patch, idempotencyKey });
    } catch (error) {
      // No answer: the same request (same key, same body) waits in the outbox.
      if (error instanceof NetworkError) return queueEdit(patch, idempotencyKey, queuedDraft);
      throw error;
    }
    settleRefused();
    dispatch({ type: 'saved', profile: draftOf(profile) });
  };

  const send = async () => {
    dispatch({ type: 'sendStarted' });
    try {
      await saveOrQueue();
    } catch (error) {
      // Whatever went wrong, the draft stays as the candidate wrote it.
      const field = error instanceof ApiError && error.field ? formFieldOf(error.field) : undefined;
      if (error instanceof UploadError) dispatch({ type: 'formError', message: error.message });
      else if (field) dispatch({ type: 'fieldRefused', field, message: (error as ApiError).message });
      else dispatch({ type: 'formError', message: error instanceof ApiError ? error.message : OFFLINE_MESSAGE });
    } finally {
      dispatch({ type: 'sendEnded' });
    }
  };

  const submit = () => {
    const problems = validateDraft(draft);
    dispatch({ type: 'checked', problems });
    if (Object.keys(problems).length === 0 && !lacksResume(draft)) void send();
  };

  const onChange = (next: ProfileDraft) => dispatch({ type: 'edited', draft: next });
  const closeResumeQuestion = () => dispatch({ type: 'resumeQuestionClosed' });

  return (
    <Page>
      <Title>프로필 수정</Title>
      {onDeviceCopy ? <DeviceCopyNote role="status">{DEVICE_COPY_NOTE}</DeviceCopyNote> : null}
      {restored ? <KeptDraftNotice filesDropped={restored.filesDropped} /> : null}
      <TabButtons label="수정할 항목">
        <TabButton pressed={tab === 'resume'} onClick={() => dispatch({ type: 'tabChosen', tab: 'resume' })}>
          이력서
        </TabButton>
        <TabButton pressed={tab === 'more'} onClick={() => dispatch({ type: 'tabChosen', tab: 'more' })}>
          더보기
        </TabButton>
      </TabButtons>
      {tab === 'resume' ? (
        <EditResumeTab draft={draft} errors={state.errors} onChange={onChange} />
      ) : (
        <Suspense fallback={null}>
          <EditMoreTab draft={draft} errors={state.errors} onChange={onChange} />
        </Suspense>
      )}
      {queued ? <QueuedEditNotice key={queued.id} entry={queued} onDiscarded={onQueuedDiscarded} /> : null}
      {state.formError ? <FormError role="alert">{state.formError}</FormError> : null}
      <StickyBar>
        <Button type="button" disabled={!dirty || state.pending} onClick={submit}>
          {state.pending ? '저장하는 중…' : '저장하기'}
        </Button>
      </StickyBar>
      <ConfirmAlertOnDemand
        view={state.askResume}
        title="이력서 파일 첨부가 되지 않았습니다. 이대로 전송할까요?"
        subtit="이력서를 올리면 21% 더 많은 제안을 받아요."
        left={{ title: '돌아가기', function: closeResumeQuestion }}
        right={{ title: '전송하기', function: () => void send() }}
        onClose={closeResumeQuestion}
      />
      <ConfirmAlertOnDemand
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
      <Toast view={state.toast !== undefined} onHide={() => dispatch({ type: 'toastHidden' })}>
        {state.toast}
      </Toast>
    </Page>
  );
}

/**
 * Where the form starts. The patch replaces the whole career list, so with a server to ask the form
 * waits for a copy fresh from it — never the device's, or a career added elsewhere would be deleted
 * by saving. Without a connection the device's copy is all there is: the form opens on it, and the
 * server's copy, asked again when the connection returns, replaces it (Editor).
 */
function useFormSource() {
  const profile = useQuery({ ...profileQuery(), refetchOnMount: 'always' });
  const my = useMy();
  const edits = useProfileEdits();
  const connection = useConnection();
  // This visit's answer: a refetch that failed keeps the device's copy as data, beside its error.
  const fresh = profile.isFetchedAfterMount && !profile.error ? profile.data : undefined;
  const unreachable = connection !== 'online' || profile.error instanceof NetworkError;
  const openedFrom = useRef<'server' | 'device'>(undefined);
  if (!openedFrom.current && my.data && edits.loaded) {
    if (fresh) openedFrom.current = 'server';
    else if (unreachable && profile.data) openedFrom.current = 'device';
  }
  // The profile never goes stale by itself, so coming back online asks for it here — unless an
  // edit waits: its answer is the newer profile, and a read racing it could bring back the older.
  const askAgain = connection === 'online' && !fresh && !edits.queued;
  const { refetch } = profile;
  useEffect(() => {
    if (askAgain && openedFrom.current === 'device') void refetch({ cancelRefetch: false });
  }, [askAgain, refetch]);
  return { profile, my, edits, fresh, openedFrom: openedFrom.current };
}

function Loaded() {
  const { profile, my, edits, fresh, openedFrom } = useFormSource();
  useProfileEditAnswers();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const error = profile.error ?? my.error;
  useEffect(() => {
    if (!(error instanceof ApiError)) return;
    // SPEC §8: a 401 shows the expiry alert; another failure to load one's own data goes home —
    // not a refresh failing under a form already open.
    if (error.status === 401) announceSessionExpired();
    else if (!openedFrom) navigate('/', { replace: true });
  }, [error, openedFrom, navigate]);
  if (openedFrom && profile.data && my.data) {
    // What the server will hold as far as this device knows: an edit still waiting counts.
    const initial = savedAsFarAsKnown(queryClient, draftOf(profile.data));
    return (
      <Editor
        initial={initial}
        userId={my.data.userId}
        refused={refusedEditOf(edits.refused)}
        fromDevice={openedFrom === 'device'}
        latest={fresh}
      />
    );
  }
  if (error instanceof NetworkError) {
    return (
      <Page>
        <Title>인터넷에 연결되어 있지 않아요</Title>
        {edits.queued ? <QueuedEditNotice key={edits.queued.id} entry={edits.queued} /> : null}
        <Lead>{NO_DEVICE_COPY}</Lead>
        <Button onClick={() => void Promise.all([profile.refetch(), my.refetch()])}>다시 시도하기</Button>
      </Page>
    );
  }
  return <Page aria-busy="true" />;
}

export function ProfileEditPage() {
  const signedIn = useAtomValue(isSignedInAtom);
  // The device's copy is put into the cache after start; a query watched before that counts it as
  // "fetched after mount", and the form would edit that copy. So the form's query starts after it.
  const restoring = useIsRestoring();
  if (!signedIn) return <SignInPrompt lead="프로필은 로그인한 뒤에 수정할 수 있어요." />;
  return restoring ? <Page aria-busy="true" /> : <Loaded />;
}
