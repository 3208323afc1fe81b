import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SchoolEntry, StoredSchoolEntry } from '../../contract/education';
import { markServerAvailable, markServerUnreachable, resetServerAvailability } from '../../lib/server-availability';
import { writeTokens } from '../../lib/tokens';
import {
  errorResponse,
  jsonResponse,
  renderWithApp,
  type SentRequest,
  serveApi,
  settle,
} from '../../test-support/render-app';
import { EducationPage } from './education-page';
import { searchAnswer } from './education-test-support';

const LIMIT_MESSAGE = '학력은 최대 10개까지 추가 가능합니다.';
const schools = [
  { type: '대학교', name: '서울대학교' },
  { type: '대학교', name: '서울시립대학교' },
];
const majors = ['컴퓨터공학과', '경영학과'];

const stored = (id: number, school = '서울대학교'): StoredSchoolEntry => ({
  id,
  school,
  major: '경영학과',
  degree: '학사',
  start: '2010-03',
  end: '2014-02',
});

/** An in-memory /users/schools that answers like the server, with its 10-entry limit. */
function serveSchools(initial: StoredSchoolEntry[]) {
  let items = [...initial];
  let nextId = 100;
  const sent = serveApi((request) => {
    const search = searchAnswer(request, schools, majors);
    if (search) return search;
    const id = Number(/^\/api\/users\/schools\/(\d+)$/.exec(request.path)?.[1]);
    if (request.path === '/api/users/schools' && request.method === 'GET') {
      return jsonResponse({ userSchoolItems: items });
    }
    if (request.path === '/api/users/schools' && request.method === 'POST') {
      if (items.length >= 10) return errorResponse(409, 'SCHOOL_LIMIT', LIMIT_MESSAGE);
      const entry = { id: nextId++, ...(request.body as SchoolEntry) };
      items = [...items, entry];
      return jsonResponse(entry, 201);
    }
    const existing = items.find((item) => item.id === id);
    if (existing && request.method === 'PATCH') {
      const updated = { ...existing, ...(request.body as Partial<SchoolEntry>) };
      items = items.map((item) => (item.id === id ? updated : item));
      return jsonResponse(updated);
    }
    if (existing && request.method === 'DELETE') {
      items = items.filter((item) => item.id !== id);
      return jsonResponse({ ok: true });
    }
    return errorResponse(404, 'NOT_FOUND', '학력 정보를 찾을 수 없어요.');
  });
  return sent;
}

const writes = (sent: SentRequest[]) =>
  sent.filter((request) => request.path.startsWith('/api/users/schools') && request.method !== 'GET');

async function renderPage(path = '/submit_kakao/school') {
  const view = renderWithApp(<EducationPage />, path);
  await settle();
  return view;
}

const entryList = () => screen.getByRole('list', { name: '추가한 학력' });

async function fillForm() {
  fireEvent.change(screen.getByRole('searchbox', { name: '학교' }), { target: { value: '서울' } });
  await settle(500);
  fireEvent.click(
    within(screen.getByRole('list', { name: '학교 검색 결과' })).getByRole('button', { name: /^서울대학교/ }),
  );
  fireEvent.change(screen.getByRole('searchbox', { name: '전공' }), { target: { value: '컴퓨터' } });
  await settle(500);
  fireEvent.click(
    within(screen.getByRole('list', { name: '전공 검색 결과' })).getByRole('button', { name: '컴퓨터공학과' }),
  );
  fireEvent.change(screen.getByLabelText('학위'), { target: { value: '학사' } });
  fireEvent.change(screen.getByLabelText('입학 연월'), { target: { value: '2012-03' } });
  fireEvent.change(screen.getByLabelText('졸업 연월'), { target: { value: '2016-02' } });
}

beforeEach(() => {
  vi.useFakeTimers();
  writeTokens({ accessToken: 'access', refreshToken: 'refresh', holder: 'candidate' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetServerAvailability();
});

describe('EducationPage', () => {
  it('asks for the education and lists the entries already stored', async () => {
    serveSchools([stored(1), stored(2, '한국과학기술원')]);
    await renderPage();

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('학력을 알려 주세요');
    const rows = within(entryList()).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual(['서울대학교', '한국과학기술원']);
  });

  it('adds an entry through the form and shows it in the list', async () => {
    const sent = serveSchools([]);
    await renderPage();
    expect(screen.getByText('아직 추가한 학력이 없어요.')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: '+ 학력 추가하기' }));
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    await settle();

    expect(writes(sent).map((request) => [request.method, request.body])).toEqual([
      ['POST', { school: '서울대학교', major: '컴퓨터공학과', degree: '학사', start: '2012-03', end: '2016-02' }],
    ]);
    expect(screen.queryByRole('form')).toBeNull();
    expect(within(entryList()).getByRole('listitem').textContent).toContain('컴퓨터공학과 · 학사');
    expect(screen.getByText('서울대학교 학력을 추가했어요.')).toBeDefined();
  });

  it('sends an empty end for an entry still attended', async () => {
    const sent = serveSchools([]);
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: '+ 학력 추가하기' }));
    await fillForm();

    fireEvent.click(screen.getByRole('checkbox', { name: '재학 중' }));
    expect(screen.getByLabelText('졸업 연월')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    await settle();

    expect(writes(sent)[0]?.body).toMatchObject({ end: '' });
    expect(entryList().textContent).toContain('2012.03 ~ 재학 중');
  });

  it('names every missing field as an alert and sends nothing', async () => {
    const sent = serveSchools([]);
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: '+ 학력 추가하기' }));

    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    await settle();

    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      '학교를 선택해 주세요.',
      '학위를 선택해 주세요.',
      '입학 연월을 입력해 주세요.',
      '졸업 연월을 입력하거나 재학 중을 선택해 주세요.',
    ]);
    expect(writes(sent)).toEqual([]);
  });

  it('refuses a graduation before the entrance', async () => {
    const sent = serveSchools([]);
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: '+ 학력 추가하기' }));
    await fillForm();
    fireEvent.change(screen.getByLabelText('졸업 연월'), { target: { value: '2011-02' } });

    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    await settle();

    expect(screen.getByRole('alert').textContent).toBe('졸업 연월은 입학 연월보다 빠를 수 없어요.');
    expect(writes(sent)).toEqual([]);
  });

  it('shows the limit alert for an 11th entry without asking the server', async () => {
    const sent = serveSchools(Array.from({ length: 10 }, (_, index) => stored(index + 1)));
    await renderPage();

    fireEvent.click(screen.getByRole('button', { name: '+ 학력 추가하기' }));

    const alert = screen.getByRole('alertdialog', { name: LIMIT_MESSAGE });
    expect(screen.queryByRole('searchbox')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(writes(sent)).toEqual([]);
  });

  it('shows the limit alert when the server says the list filled up meanwhile', async () => {
    serveSchools(Array.from({ length: 9 }, (_, index) => stored(index + 1)));
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: '+ 학력 추가하기' }));
    await fillForm();
    vi.unstubAllGlobals();
    serveApi(() => errorResponse(409, 'SCHOOL_LIMIT', LIMIT_MESSAGE));

    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    await settle();

    expect(screen.getByRole('alertdialog', { name: LIMIT_MESSAGE })).toBeDefined();
  });

  it('edits an entry in the same form and saves it with PATCH', async () => {
    const sent = serveSchools([stored(5)]);
    await renderPage();

    fireEvent.click(screen.getByRole('button', { name: '서울대학교 학력 수정' }));
    expect(screen.getByRole('group', { name: '학교' }).textContent).toContain('서울대학교');
    expect(screen.getByLabelText('학위')).toHaveProperty('value', '학사');
    fireEvent.change(screen.getByLabelText('학위'), { target: { value: '석사' } });
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    await settle();

    expect(writes(sent).map((request) => [request.method, request.path, request.body])).toEqual([
      [
        'PATCH',
        '/api/users/schools/5',
        { school: '서울대학교', major: '경영학과', degree: '석사', start: '2010-03', end: '2014-02' },
      ],
    ]);
    expect(entryList().textContent).toContain('경영학과 · 석사');
  });

  it('deletes an entry after the confirmation', async () => {
    const sent = serveSchools([stored(5), stored(6, '서울시립대학교')]);
    await renderPage();

    fireEvent.click(screen.getByRole('button', { name: '서울대학교 학력 삭제' }));
    fireEvent.click(screen.getByRole('button', { name: '삭제하기' }));
    await settle();

    expect(writes(sent).map((request) => [request.method, request.path])).toEqual([['DELETE', '/api/users/schools/5']]);
    expect(within(entryList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('goes to /my by 건너뛰기 and by 완료', async () => {
    serveSchools([]);
    const skip = await renderPage();
    fireEvent.click(screen.getByRole('button', { name: '건너뛰기' }));
    expect(skip.location.history.at(-1)).toBe('/my');
    skip.unmount();

    const done = await renderPage();
    fireEvent.click(screen.getByRole('button', { name: '완료' }));
    expect(done.location.history.at(-1)).toBe('/my');
  });

  it('ends the sign-up on a finished screen, showing the last of five steps before it', async () => {
    serveSchools([]);
    const view = await renderPage('/submit_kakao/school?signup=1');
    expect(screen.getByRole('progressbar', { name: '5단계 중 5단계' })).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: '건너뛰기' }));
    expect(screen.getByRole('heading', { name: '가입을 마쳤어요' })).toBeDefined();
    expect(view.location.history.at(-1)).toBe('/submit_kakao/school?signup=1');

    fireEvent.click(screen.getByRole('button', { name: '내 프로필 보러 가기' }));
    expect(view.location.history.at(-1)).toBe('/my');
  });

  it('shows no sign-up step when opened from /my', async () => {
    serveSchools([]);
    await renderPage();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('asks before 완료 leaves an entry half written', async () => {
    serveSchools([]);
    const view = await renderPage();
    fireEvent.click(screen.getByRole('button', { name: '+ 학력 추가하기' }));
    fireEvent.change(screen.getByLabelText('입학 연월'), { target: { value: '2012-03' } });

    fireEvent.click(screen.getByRole('button', { name: '완료' }));
    const alert = screen.getByRole('alertdialog', { name: '저장되지 않은 변경사항이 있습니다.' });
    expect(view.location.history.at(-1)).toBe('/submit_kakao/school');

    fireEvent.click(within(alert).getByRole('button', { name: '나가기' }));
    expect(view.location.history.at(-1)).toBe('/my');
  });

  it('sends a visitor without a session to /my', async () => {
    localStorage.clear();
    serveSchools([]);
    const view = await renderPage();

    expect(view.location.history.at(-1)).toBe('/my');
  });

  it('disables adding, editing and deleting with its sentence while the server cannot be reached', async () => {
    const sent = serveSchools([stored(5)]);
    await renderPage();
    const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
    const sentence = '학력 추가·수정·삭제는 인터넷에 연결된 뒤에 할 수 있어요. 연결되면 바로 누를 수 있어요.';

    await act(async () => markServerUnreachable());
    expect(screen.getByText(sentence)).toBeDefined();
    expect(button('+ 학력 추가하기').disabled).toBe(true);
    expect(button('서울대학교 학력 수정').disabled).toBe(true);
    expect(button('서울대학교 학력 삭제').disabled).toBe(true);

    // A form opened while connected cannot be saved once the connection is gone.
    await act(async () => markServerAvailable());
    fireEvent.click(button('서울대학교 학력 수정'));
    fireEvent.change(screen.getByLabelText('학위'), { target: { value: '석사' } });
    await act(async () => markServerUnreachable());
    expect(button('저장하기').disabled).toBe(true);
    expect(writes(sent)).toEqual([]);
  });
});
