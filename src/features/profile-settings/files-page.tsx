import { styled } from '@linaria/react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  AGENT_MESSAGE_MAX,
  AGENT_REQUEST_FILES_MAX,
  FILE_CONTENT_TYPES,
  FILE_SIZE_MAX,
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_MESSAGE,
  type FileType,
  MEGABYTE,
  type UserFiles,
} from '../../contract/files';
import { formatKstDate } from '../../contract/kst';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { TextArea } from '../../ui/text-area';
import { Toast } from '../../ui/toast';
import { color, font, radius, space } from '../../ui/tokens';
import { saveErrorMessage } from './feedback';
import { type AgentMaterial, AgentUploadError, useSendToAgent, useUserFiles } from './files-api';
import { OwnData } from './own-data';
import { SettingsPage } from './settings-page';
import { QuietLine, SectionHeading } from './settings-sections';

export const AGENT_SENT_MESSAGE = '에이전트에게 자료를 보냈어요.';
const TOO_MANY_MESSAGE = `파일은 최대 ${AGENT_REQUEST_FILES_MAX}개까지 보낼 수 있어요.`;
const KILOBYTE = 1024;

const PURPOSE_LABELS: Record<UserFiles['items'][number]['purpose'], string> = {
  resume: '이력서',
  portfolio: '포트폴리오',
  agent: '에이전트 자료',
};

/** "512KB", "1.5MB" (SPEC §9: 1 MB = 1,048,576 bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes >= MEGABYTE) {
    return `${(bytes / MEGABYTE).toLocaleString('ko-KR', { maximumFractionDigits: 1 })}MB`;
  }
  return `${Math.max(1, Math.round(bytes / KILOBYTE)).toLocaleString('ko-KR')}KB`;
}

/** The file as material for the agent, or why it cannot be (in the words SPEC §9 gives). */
export function materialOf(file: File): AgentMaterial | string {
  if (file.size > FILE_SIZE_MAX) return FILE_TOO_LARGE_MESSAGE;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(extension in FILE_CONTENT_TYPES)) return FILE_TYPE_MESSAGE;
  return { file, fileType: extension as FileType };
}

const Rows = styled.ul`
  margin: 0 0 ${space.lg};
  padding: 0;
  list-style: none;

  & li {
    display: flex;
    align-items: center;
    gap: ${space.sm};
    padding: ${space.md} 0;
    border-bottom: 1px solid ${color.border};
  }
  & a,
  & button {
    flex: none;
    border: 0;
    background: none;
    color: ${color.primary};
    font-size: ${font.size.caption};
    cursor: pointer;
  }
`;

const Details = styled.div`
  flex: 1;
  min-width: 0;

  & strong {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: ${font.weight.bold};
  }
  & span {
    color: ${color.textSub};
    font-size: ${font.size.caption};
  }
`;

const Problem = styled.p`
  margin: ${space.xs} 0 ${space.md};
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.md};
  color: ${color.danger};
  font-size: ${font.size.caption};
`;

/* Room between the button, the hint above it and the message field's label below it. */
const PickButton = styled(Button)`
  margin: ${space.md} 0 ${space.lg};
`;

const Hidden = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
`;

function StoredFiles({ files }: { files: UserFiles['items'] }) {
  if (files.length === 0) {
    return (
      <EmptyState message="아직 올린 파일이 없어요." hint="이력서를 올리면 제안이 21% 더 많아져요.">
        <Link href="/my/edit?tab=resume" asChild>
          <Button as="a">이력서 올리기</Button>
        </Link>
      </EmptyState>
    );
  }
  return (
    <Rows aria-label="내 파일 목록">
      {files.map((file) => (
        <li key={file.id}>
          <Details>
            <strong>{file.name}</strong>
            <span>{`${PURPOSE_LABELS[file.purpose]} · ${formatFileSize(file.size)} · ${formatKstDate(file.createdAt)}`}</span>
          </Details>
          {file.readUrl ? (
            <a href={file.readUrl} download={file.name} aria-label={`${file.name} 내려받기`}>
              내려받기
            </a>
          ) : null}
        </li>
      ))}
    </Rows>
  );
}

/** A picked file, keyed so removing one keeps the others' rows. */
type PickedMaterial = AgentMaterial & { key: number };

function sendErrorMessage(error: unknown): string {
  return error instanceof AgentUploadError ? error.message : saveErrorMessage(error);
}

function AgentForm() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);
  const [materials, setMaterials] = useState<PickedMaterial[]>([]);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string>();
  const [toast, setToast] = useState<string>();
  const send = useSendToAgent();

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.currentTarget.files ?? [])].map(materialOf);
    event.currentTarget.value = '';
    const accepted = picked
      .filter((item): item is AgentMaterial => typeof item !== 'string')
      .map((material, index) => ({ ...material, key: nextKey.current + index }));
    nextKey.current += accepted.length;
    const room = AGENT_REQUEST_FILES_MAX - materials.length;
    const refusal = picked.find((item): item is string => typeof item === 'string');
    setProblem(refusal ?? (accepted.length > room ? TOO_MANY_MESSAGE : undefined));
    setMaterials((current) => [...current, ...accepted.slice(0, Math.max(0, room))]);
  };

  const remove = (key: number) => {
    setMaterials((current) => current.filter((material) => material.key !== key));
    setProblem(undefined);
  };

  const submit = () =>
    send.mutate(
      { message: message.trim(), materials: materials.map(({ file, fileType }) => ({ file, fileType })) },
      {
        onSuccess: () => {
          setMaterials([]);
          setMessage('');
          setProblem(undefined);
          setToast(AGENT_SENT_MESSAGE);
        },
        // What was typed and picked stays for another try.
        onError: (error) => setToast(sendErrorMessage(error)),
      },
    );

  return (
    <section aria-labelledby={`${id}-heading`}>
      <SectionHeading id={`${id}-heading`}>에이전트에게 자료 보내기</SectionHeading>
      <QuietLine>{`pdf, png, jpg, jpeg 파일을 ${AGENT_REQUEST_FILES_MAX}개까지, 한 파일에 20MB까지 보낼 수 있어요.`}</QuietLine>
      {materials.length > 0 ? (
        <Rows aria-label="보낼 파일">
          {materials.map(({ file, key }) => (
            <li key={key}>
              <Details>
                <strong>{file.name}</strong>
                <span>{formatFileSize(file.size)}</span>
              </Details>
              <button type="button" aria-label={`${file.name} 빼기`} onClick={() => remove(key)}>
                빼기
              </button>
            </li>
          ))}
        </Rows>
      ) : null}
      {problem ? <Problem role="alert">{problem}</Problem> : null}
      <Hidden
        ref={input}
        type="file"
        multiple
        accept=".pdf,.png,.jpg,.jpeg"
        aria-label="보낼 파일 고르기"
        tabIndex={-1}
        onChange={pick}
      />
      <PickButton
        type="button"
        variant="secondary"
        disabled={materials.length >= AGENT_REQUEST_FILES_MAX}
        onClick={() => input.current?.click()}
      >
        파일 고르기
      </PickButton>
      <TextArea label="에이전트에게 남길 말" value={message} onChange={setMessage} maxLength={AGENT_MESSAGE_MAX} />
      <Button type="button" disabled={message.trim() === '' || send.isPending} onClick={submit}>
        {send.isPending ? '보내는 중…' : '보내기'}
      </Button>
      <Toast view={toast !== undefined} onHide={() => setToast(undefined)}>
        {toast}
      </Toast>
    </section>
  );
}

function FileList() {
  const files = useUserFiles();
  return (
    <OwnData queries={[files]} loading="파일 목록을 불러오는 중이에요…">
      {() => (files.data ? <StoredFiles files={files.data.items} /> : null)}
    </OwnData>
  );
}

/** /my/files — the candidate's stored files and material for the agent (SPEC §7). */
export function FilesPage() {
  return (
    <SettingsPage
      title="내 파일"
      lead="올린 이력서와 포트폴리오, 에이전트에게 보낸 자료를 확인하고 내려받을 수 있어요."
      visitorLead="내 파일은 로그인한 뒤에 볼 수 있어요."
    >
      <FileList />
      <AgentForm />
    </SettingsPage>
  );
}
