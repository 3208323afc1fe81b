import { describe, expect, it } from 'vitest';
import type { ProfileDraft } from './profile-draft';
import { placeRefusal } from './refused-edit';
import { type EditState, editReducer, initialEditState, SAVED_TOAST } from './use-edit-reducer';

const held: ProfileDraft = {
  careers: [],
  resume: { id: 11, name: '이력서.pdf' },
  portfolio: null,
  resumeUrl: '',
  portfolioUrl: '',
  githubUrl: '',
  linkedinUrl: '',
  email: 'kim@example.com',
  hashtags: [],
  agent: false,
  jobLabel: '개발',
  jobSubLabel: '백엔드',
};
const typed = { ...held, email: 'lee@example.com' };
const fromServer = { ...held, githubUrl: 'https://github.com/kim' };

const start = (draft = held): EditState => initialEditState(held, draft, 'resume', placeRefusal(undefined));
const run = (state: EditState, ...events: Parameters<typeof editReducer>[1][]) => events.reduce(editReducer, state);

describe('the profile editor’s state', () => {
  it('opens on the tab and with the messages of an edit the server refused', () => {
    const state = initialEditState(
      held,
      typed,
      'resume',
      placeRefusal({ message: '이메일을 확인해 주세요.', field: 'email' }),
    );
    expect(state).toMatchObject({ draft: typed, tab: 'more', errors: { email: '이메일을 확인해 주세요.' } });
    expect(state.formError).toContain('저장하지 못한 수정 내용이에요');
  });

  it('moves to the tab of the first problem when the draft cannot be sent, and asks for a missing resume', () => {
    const withProblems = run(
      start(),
      { type: 'tabChosen', tab: 'more' },
      { type: 'checked', problems: { 'careers.0.company': '회사 이름을 입력해 주세요.' } },
    );
    expect(withProblems).toMatchObject({
      tab: 'resume',
      askResume: false,
      errors: { 'careers.0.company': '회사 이름을 입력해 주세요.' },
    });

    const onlyMore = run(start(), { type: 'checked', problems: { email: '이메일 주소를 확인해 주세요.' } });
    expect(onlyMore.tab).toBe('more');

    const noResume = run(start({ ...held, resume: null }), { type: 'checked', problems: {} });
    expect(noResume).toMatchObject({ errors: {}, askResume: true });
    expect(run(start(), { type: 'checked', problems: {} }).askResume).toBe(false);
  });

  it('clears the resume question and the old message when a send starts, and the pending flag when it ends', () => {
    const asked = run(
      start({ ...held, resume: null }),
      { type: 'checked', problems: {} },
      { type: 'formError', message: '실패' },
    );
    const sending = editReducer(asked, { type: 'sendStarted' });
    expect(sending).toMatchObject({ askResume: false, pending: true, formError: undefined });
    expect(editReducer(sending, { type: 'sendEnded' }).pending).toBe(false);
  });

  it('shows what the server saved, with the toast', () => {
    const state = run(
      start(typed),
      { type: 'fieldRefused', field: 'email', message: '이메일' },
      { type: 'saved', profile: fromServer },
    );
    expect(state).toMatchObject({ saved: fromServer, draft: fromServer, errors: {}, toast: SAVED_TOAST });
    expect(editReducer(state, { type: 'toastHidden' }).toast).toBeUndefined();
  });

  it('follows a queued edit’s answer only while the form is untouched, keeping changes typed since', () => {
    const untouched = run(start(), { type: 'answered', profile: fromServer });
    expect(untouched).toMatchObject({ saved: fromServer, draft: fromServer, toast: SAVED_TOAST });

    const edited = run(start(), { type: 'edited', draft: typed }, { type: 'answered', profile: fromServer });
    expect(edited).toMatchObject({ saved: fromServer, draft: typed });
  });

  it('holds a queued edit as saved, and goes back to the server’s copy when it is deleted', () => {
    const queued = run(start(), { type: 'edited', draft: typed }, { type: 'queued', draft: typed });
    expect(queued).toMatchObject({ saved: typed, draft: typed, errors: {} });
    expect(editReducer(queued, { type: 'queuedDiscarded', baseline: held })).toMatchObject({
      saved: held,
      draft: held,
    });

    const typedAgain = { ...typed, email: 'park@example.com' };
    const keptTyping = run(queued, { type: 'edited', draft: typedAgain }, { type: 'queuedDiscarded', baseline: held });
    expect(keptTyping).toMatchObject({ saved: held, draft: typedAgain });
  });

  it('brings a refused edit back with the server’s message next to its field', () => {
    const refused = run(start(), {
      type: 'refused',
      draft: typed,
      placed: placeRefusal({ message: '형식이 맞지 않아요.', field: 'email' }),
    });
    expect(refused).toMatchObject({ draft: typed, tab: 'more', errors: { email: '형식이 맞지 않아요.' } });

    const formWide = run(
      start(),
      { type: 'tabChosen', tab: 'more' },
      { type: 'refused', draft: typed, placed: placeRefusal({ message: '다시 시도해 주세요.' }) },
    );
    expect(formWide).toMatchObject({ tab: 'more', errors: {}, formError: '다시 시도해 주세요.' });
  });

  it('places a field the server named on its tab', () => {
    expect(run(start(), { type: 'fieldRefused', field: 'githubUrl', message: '주소' })).toMatchObject({
      tab: 'more',
      errors: { githubUrl: '주소' },
    });
  });
});
