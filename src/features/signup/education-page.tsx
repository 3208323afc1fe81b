/**
 * /submit_kakao/school: the optional education step after the salary (SPEC §2, §3, §5). The list
 * comes from GET /users/schools; an entry is added or edited in one form at a time; at most 10,
 * checked here before the server is asked. "건너뛰기" and "완료" both go to /my — at the end of the
 * sign-up (?signup=1, from the salary step) through the finished screen, from /my straight back.
 */
import { styled } from '@linaria/react';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import {
  SCHOOL_ENTRY_LIMIT,
  SCHOOL_LIMIT_CODE,
  SCHOOL_LIMIT_MESSAGE,
  type SchoolEntry,
  type StoredSchoolEntry,
} from '../../contract/education';
import { ApiError } from '../../lib/http';
import { isSignedInAtom } from '../../session/session-state';
import { Button } from '../../ui/button';
import { ConfirmAlert } from '../../ui/confirm-alert';
import { NeedsConnection, useNeedsConnection } from '../../ui/needs-connection';
import { Lead, Page, Title } from '../../ui/page';
import { color, font, space } from '../../ui/tokens';
import { useAddSchoolEntry, useDeleteSchoolEntry, useSchoolEntries, useUpdateSchoolEntry } from './education-api';
import { EducationForm } from './education-form';
import { draftFromEntry } from './education-rules';
import { SchoolListRow } from './school-list-row';
import { SignupFinished } from './signup-finished';
import { StepIndicator } from './step-indicator';

const Heading = styled.h2`
  display: flex;
  justify-content: space-between;
  margin: 0 0 ${space.md};
  font-size: ${font.size.bodyLarge};
`;

const Count = styled.span`
  font-size: ${font.size.caption};
  font-weight: ${font.weight.regular};
  color: ${color.textMuted};
`;

/** Read by screen readers, not shown: what the last change did. */
const Announcement = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const List = styled.ul`
  display: grid;
  gap: ${space.sm};
  margin: 0 0 ${space.lg};
  padding: 0;
  list-style: none;
`;

const Note = styled.p`
  margin: 0 0 ${space.lg};
  font-size: ${font.size.caption};
  color: ${color.textSub};
`;

const Problem = styled(Note)`
  color: ${color.danger};
`;

const Section = styled.section`
  margin-bottom: ${space.xl};
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: ${space.sm};
  margin-top: ${space.xxl};
`;

type Editing = { kind: 'add' } | { kind: 'edit'; entry: StoredSchoolEntry };
type Alert = 'limit' | 'unsaved';

export function EducationPage() {
  const signedIn = useAtomValue(isSignedInAtom);
  const [, navigate] = useLocation();
  const entries = useSchoolEntries();
  const addEntry = useAddSchoolEntry();
  const updateEntry = useUpdateSchoolEntry();
  const deleteEntry = useDeleteSchoolEntry();
  const [editing, setEditing] = useState<Editing>();
  const [dirty, setDirty] = useState(false);
  const [alert, setAlert] = useState<Alert>();
  const [notice, setNotice] = useState('');
  const signingUp = new URLSearchParams(useSearch()).get('signup') === '1';
  const [finished, setFinished] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  // Each add, edit and delete is its own request against the list as the server holds it.
  const offline = useNeedsConnection();

  // The step belongs to a candidate's session; /my explains how to sign in.
  if (!signedIn) return <Redirect to="/my" replace />;

  const toMy = () => navigate('/my', { replace: true });
  const leave = signingUp ? () => setFinished(true) : toMy;

  if (finished) {
    return (
      <Page>
        <SignupFinished onContinue={toMy} />
      </Page>
    );
  }

  const items = entries.data ?? [];
  const full = items.length >= SCHOOL_ENTRY_LIMIT;

  function closeForm() {
    setEditing(undefined);
    setDirty(false);
  }

  function startAdding() {
    if (full) setAlert('limit');
    else setEditing({ kind: 'add' });
  }

  async function save(entry: SchoolEntry) {
    if (editing?.kind === 'edit') {
      await updateEntry.mutateAsync({ id: editing.entry.id, patch: entry });
      setNotice(`${entry.school} 학력을 수정했어요.`);
    } else {
      if (full) {
        setAlert('limit');
        return;
      }
      try {
        await addEntry.mutateAsync(entry);
      } catch (error) {
        // Another device filled the list meanwhile.
        if (!(error instanceof ApiError && error.code === SCHOOL_LIMIT_CODE)) throw error;
        closeForm();
        setAlert('limit');
        return;
      }
      setNotice(`${entry.school} 학력을 추가했어요.`);
    }
    closeForm();
  }

  function finish() {
    if (editing && dirty) setAlert('unsaved');
    else leave();
  }

  return (
    <Page>
      {signingUp ? <StepIndicator step={5} /> : null}
      <Title>{'학력을 알려 주세요'}</Title>
      <Lead>
        학력을 추가하면 나에게 맞는 제안을 더 정확하게 받을 수 있어요. 지금 건너뛰고 나중에 추가해도 괜찮아요.
      </Lead>

      <Section aria-labelledby="education-list-title">
        <Heading>
          <span id="education-list-title">추가한 학력</span>
          <Count>
            {items.length}/{SCHOOL_ENTRY_LIMIT}
          </Count>
        </Heading>
        {entries.isPending ? <Note role="status">학력을 불러오고 있어요…</Note> : null}
        {entries.isError ? (
          <>
            <Problem role="alert">학력을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.</Problem>
            <Button variant="secondary" onClick={() => entries.refetch()}>
              다시 불러오기
            </Button>
          </>
        ) : null}
        {entries.isSuccess && items.length === 0 ? <Note>아직 추가한 학력이 없어요.</Note> : null}
        {items.length > 0 ? (
          <List aria-labelledby="education-list-title">
            {items.map((entry) => (
              <SchoolListRow
                key={entry.id}
                entry={entry}
                disabled={editing !== undefined || offline}
                onEdit={(chosen) => setEditing({ kind: 'edit', entry: chosen })}
                onDelete={async (chosen) => {
                  await deleteEntry.mutateAsync(chosen.id);
                  setNotice(`${chosen.school} 학력을 삭제했어요.`);
                  addButton.current?.focus();
                }}
              />
            ))}
          </List>
        ) : null}
        <Announcement role="status">{notice}</Announcement>
      </Section>

      <NeedsConnection what="학력 추가·수정·삭제는" />
      {editing ? (
        <EducationForm
          key={editing.kind === 'edit' ? editing.entry.id : 'add'}
          title={editing.kind === 'edit' ? '학력 수정' : '학력 추가'}
          initial={editing.kind === 'edit' ? draftFromEntry(editing.entry) : undefined}
          onSave={save}
          onCancel={closeForm}
          onDirtyChange={setDirty}
        />
      ) : (
        <Button ref={addButton} variant="secondary" disabled={!entries.isSuccess || offline} onClick={startAdding}>
          + 학력 추가하기
        </Button>
      )}

      <Actions>
        <Button variant="secondary" onClick={leave}>
          건너뛰기
        </Button>
        <Button onClick={finish}>완료</Button>
      </Actions>

      <ConfirmAlert
        view={alert === 'limit'}
        title={SCHOOL_LIMIT_MESSAGE}
        right={{ title: '확인', function: () => setAlert(undefined) }}
        onClose={() => setAlert(undefined)}
      />
      <ConfirmAlert
        view={alert === 'unsaved'}
        title="저장되지 않은 변경사항이 있습니다."
        subtit="지금 나가면 작성한 학력은 저장되지 않아요."
        left={{
          title: '나가기',
          function: () => {
            setAlert(undefined);
            leave();
          },
        }}
        right={{ title: '계속 작성하기', function: () => setAlert(undefined) }}
        onClose={() => setAlert(undefined)}
      />
    </Page>
  );
}
