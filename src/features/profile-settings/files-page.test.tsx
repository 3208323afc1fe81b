import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILE_TOO_LARGE_MESSAGE, FILE_TYPE_MESSAGE, type UserFiles } from '../../contract/files';
import { writeTokens } from '../../lib/tokens';
import {
  errorResponse,
  jsonResponse,
  renderWithApp,
  type SentRequest,
  serveApi,
  settle,
} from '../../test-support/render-app';
import { AGENT_SENT_MESSAGE, FilesPage, formatFileSize } from './files-page';

const stored: UserFiles = {
  items: [
    {
      id: 1,
      purpose: 'resume',
      fileType: 'pdf',
      name: '이력서.pdf',
      size: 1_572_864,
      createdAt: '2026-11-22T16:00:00.000Z',
      readUrl: 'https://files.example/1?sig=a',
    },
    {
      id: 2,
      purpose: 'agent',
      fileType: 'png',
      name: 'diagram.png',
      size: 524_288,
      createdAt: '2026-11-20T03:00:00.000Z',
      readUrl: 'https://files.example/2?sig=b',
    },
  ],
};

const UPLOAD_HEADERS = { 'Content-Type': 'application/pdf', 'If-None-Match': '*' };

function fileOf(name: string, bytes = 10) {
  return new File([new Uint8Array(bytes)], name);
}

function pick(...files: File[]) {
  fireEvent.change(screen.getByLabelText('보낼 파일 고르기'), { target: { files } });
}

interface Serving {
  agent?: (request: SentRequest) => Response;
  put?: () => Response;
}

function serve({ agent = () => jsonResponse({ id: 9 }, 201), put = () => new Response(null) }: Serving = {}) {
  let nextId = 40;
  return serveApi((request) => {
    if (request.path === '/api/inbound/user/files') return jsonResponse(stored);
    if (request.path === '/api/users/agent/upload') {
      nextId += 1;
      return jsonResponse({
        fileId: nextId,
        uploadUrl: `https://store.example/put/${nextId}`,
        uploadHeaders: UPLOAD_HEADERS,
        readUrl: '',
      });
    }
    if (request.path.startsWith('/put/')) return put();
    if (request.path === '/api/users/agent') return agent(request);
    return errorResponse(404, 'NOT_FOUND', '없는 주소입니다.');
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T00:00:00.000Z') });
  writeTokens({ accessToken: 'access', refreshToken: 'refresh', holder: 'candidate' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('formatFileSize', () => {
  it('reads bytes in KB below a megabyte of 1,048,576 bytes and in MB from there', () => {
    expect(formatFileSize(512 * 1024)).toBe('512KB');
    expect(formatFileSize(100)).toBe('1KB');
    expect(formatFileSize(1_048_575)).toBe('1,024KB');
    expect(formatFileSize(1_048_576)).toBe('1MB');
    expect(formatFileSize(1_572_864)).toBe('1.5MB');
  });
});

describe('FilesPage', () => {
  it('lists the stored files with kind, size, Korean date and a download link', async () => {
    serve();
    renderWithApp(<FilesPage />, '/my/files');
    await settle();

    const rows = within(screen.getByRole('list', { name: '내 파일 목록' })).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('이력서.pdf');
    expect(rows[0]?.textContent).toContain('이력서 · 1.5MB · 2026년 11월 23일');
    expect(rows[1]?.textContent).toContain('에이전트 자료 · 512KB · 2026년 11월 20일');
    const link = screen.getByRole('link', { name: '이력서.pdf 내려받기' });
    expect(link.getAttribute('href')).toBe('https://files.example/1?sig=a');
    expect(link.getAttribute('download')).toBe('이력서.pdf');
  });

  it('with no files yet, leads to uploading a resume', async () => {
    serveApi((request) =>
      request.path === '/api/inbound/user/files'
        ? jsonResponse({ items: [] } satisfies UserFiles)
        : errorResponse(404, 'NOT_FOUND', '없는 주소입니다.'),
    );
    renderWithApp(<FilesPage />, '/my/files');
    await settle();

    expect(screen.getByText('아직 올린 파일이 없어요.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '이력서 올리기' }).getAttribute('href')).toBe('/my/edit?tab=resume');
  });

  it('uploads each file with exactly its ticket headers, then asks the agent with their ids', async () => {
    const sent = serve();
    renderWithApp(<FilesPage />, '/my/files');
    await settle();

    pick(fileOf('경력기술서.pdf', 2048), fileOf('photo.JPG'));
    fireEvent.change(screen.getByLabelText('에이전트에게 남길 말'), { target: { value: '  이직 상담 부탁드려요  ' } });
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await settle();

    const tickets = sent.filter((request) => request.path === '/api/users/agent/upload');
    expect(tickets.map((request) => Object.fromEntries(request.query))).toEqual([
      { fileType: 'pdf', size: '2048', name: '경력기술서.pdf' },
      { fileType: 'jpg', size: '10', name: 'photo.JPG' },
    ]);
    const puts = vi.mocked(fetch).mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[0]?.[1]?.headers).toEqual(UPLOAD_HEADERS);
    expect(puts[0]?.[1]?.body).toBeInstanceOf(File);
    expect(sent.find((request) => request.path === '/api/users/agent')?.body).toEqual({
      message: '이직 상담 부탁드려요',
      fileIds: [41, 42],
    });
    expect(screen.getByRole('status').textContent).toBe(AGENT_SENT_MESSAGE);
    expect(screen.queryByRole('list', { name: '보낼 파일' })).toBeNull();
  });

  it('refuses files over 20 MB and of other types with the SPEC messages', async () => {
    serve();
    renderWithApp(<FilesPage />, '/my/files');
    await settle();

    const large = fileOf('big.pdf');
    Object.defineProperty(large, 'size', { value: 20 * 1_048_576 + 1 });
    pick(large);
    expect(screen.getByRole('alert').textContent).toBe(FILE_TOO_LARGE_MESSAGE);

    pick(fileOf('notes.docx'));
    expect(screen.getByRole('alert').textContent).toBe(FILE_TYPE_MESSAGE);
    expect(screen.queryByRole('list', { name: '보낼 파일' })).toBeNull();
  });

  it('takes at most five files', async () => {
    serve();
    renderWithApp(<FilesPage />, '/my/files');
    await settle();

    pick(...Array.from({ length: 6 }, (_, index) => fileOf(`file-${index}.png`)));

    expect(within(screen.getByRole('list', { name: '보낼 파일' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('alert').textContent).toBe('파일은 최대 5개까지 보낼 수 있어요.');
    expect(screen.getByRole('button', { name: '파일 고르기' })).toHaveProperty('disabled', true);
  });

  it("keeps what was typed and shows the server's Korean message when the request is refused", async () => {
    serve({ agent: () => errorResponse(429, 'TOO_MANY_REQUESTS', '잠시 후 다시 요청해 주세요.') });
    renderWithApp(<FilesPage />, '/my/files');
    await settle();

    pick(fileOf('a.pdf'));
    fireEvent.change(screen.getByLabelText('에이전트에게 남길 말'), { target: { value: '도와주세요' } });
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await settle();

    expect(screen.getByRole('status').textContent).toBe('잠시 후 다시 요청해 주세요.');
    expect(screen.getByLabelText<HTMLTextAreaElement>('에이전트에게 남길 말').value).toBe('도와주세요');
    expect(screen.getByRole('list', { name: '보낼 파일' }).textContent).toContain('a.pdf');
  });

  it('says the upload failed and keeps the form when the store refuses the bytes', async () => {
    const sent = serve({ put: () => new Response(null, { status: 403 }) });
    renderWithApp(<FilesPage />, '/my/files');
    await settle();

    pick(fileOf('a.pdf'));
    fireEvent.change(screen.getByLabelText('에이전트에게 남길 말'), { target: { value: '도와주세요' } });
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    await settle();

    expect(screen.getByRole('status').textContent).toBe('a.pdf 파일을 올리지 못했어요. 다시 시도해 주세요.');
    expect(sent.some((request) => request.path === '/api/users/agent')).toBe(false);
    expect(screen.getByLabelText<HTMLTextAreaElement>('에이전트에게 남길 말').value).toBe('도와주세요');
  });

  it('shows a visitor the login prompt', () => {
    localStorage.clear();
    serve();
    renderWithApp(<FilesPage />, '/my/files');

    expect(screen.getByRole('heading', { name: '로그인이 필요해요' })).toBeDefined();
  });
});
