import { describe, expect, it } from 'vitest';
import { messagePreview, originPathOf, PREVIEW_MAX, teamNameOf, toMessage } from './message-views';
import { messageNotice } from './staff-messages';

describe('messagePreview', () => {
  it('keeps a short message as it is, with its whitespace runs made one space', () => {
    expect(messagePreview('  안녕하세요,\n\n반가워요  ')).toBe('안녕하세요, 반가워요');
  });

  it('cuts a long message to at most 40 characters ending in an ellipsis', () => {
    const preview = messagePreview('가'.repeat(100));
    expect(Array.from(preview)).toHaveLength(PREVIEW_MAX);
    expect(preview).toBe(`${'가'.repeat(PREVIEW_MAX - 1)}…`);
  });

  it('keeps a message of exactly 40 characters whole', () => {
    expect(messagePreview('나'.repeat(PREVIEW_MAX))).toBe('나'.repeat(PREVIEW_MAX));
  });

  it('never cuts an emoji in half, and drops a space left before the ellipsis', () => {
    const preview = messagePreview(`${'🙂'.repeat(38)} 끝까지 이어지는 문장`);
    expect(preview).toBe(`${'🙂'.repeat(38)}…`);
    expect(preview.isWellFormed()).toBe(true);
  });
});

describe('originPathOf', () => {
  it.each(['/my/attack', '/ask?from=%2Fmy', '/my/result/12?company=한빛', '/'])('keeps the app path %s', (path) => {
    expect(originPathOf(path)).toBe(path);
  });

  it.each([
    undefined,
    '',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/my',
    'javascript:alert(1)',
    'my/attack',
    '/my attack',
    '/my\tattack',
    '/my\u0000',
    `/${'a'.repeat(300)}`,
  ])('drops %j', (from) => {
    expect(originPathOf(from)).toBe('');
  });

  it('trims what surrounds a path', () => {
    expect(originPathOf('  /faq  ')).toBe('/faq');
  });
});

describe('teamNameOf', () => {
  it('names the company of a company room and our teams otherwise', () => {
    expect(teamNameOf({ kind: 'COMPANY', companyName: '한빛모빌리티' }, 'recruiter')).toBe('한빛모빌리티');
    expect(teamNameOf({ kind: 'OPERATOR', companyName: null })).toBe('볼트X 운영팀');
    expect(teamNameOf({ kind: 'OPERATOR', companyName: null }, 'operator')).toBe('볼트X 운영팀');
    expect(teamNameOf({ kind: 'OPERATOR', companyName: null }, 'agent')).toBe('볼트X 에이전트');
  });
});

describe('toMessage', () => {
  const row = { id: 7, roomId: 3, body: '안녕하세요', createdAt: new Date('2025-03-01T00:00:00Z') };

  it('names staff by their account, or by the team once the account is gone', () => {
    expect(toMessage({ ...row, senderKind: 'STAFF', staffName: '박서준' }, '볼트X 운영팀').senderName).toBe('박서준');
    expect(toMessage({ ...row, senderKind: 'STAFF', staffName: null }, '볼트X 운영팀').senderName).toBe('볼트X 운영팀');
  });

  it('leaves the candidate’s own messages unnamed', () => {
    expect(toMessage({ ...row, senderKind: 'CANDIDATE', staffName: null }, '볼트X 운영팀')).toEqual({
      roomId: 3,
      messageId: 7,
      message: '안녕하세요',
      sender: 'CANDIDATE',
      senderName: '',
      createdAt: '2025-03-01T00:00:00.000Z',
    });
  });
});

describe('messageNotice', () => {
  it('tells who wrote and the start of it, opening the room', () => {
    expect(messageNotice(12, '한빛모빌리티', '커피챗은 다음 주 화요일 어떠세요?')).toEqual({
      kind: 'MESSAGE',
      title: '새 메시지가 도착했어요',
      body: '한빛모빌리티: 커피챗은 다음 주 화요일 어떠세요?',
      url: '/my/message?room=12',
    });
  });
});
