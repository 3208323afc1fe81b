import { describe, expect, it } from 'vitest';
import { clearLeftoversOfAnotherUser, subjectOf } from './previous-user-leftovers';

const tokenFor = (sub: string) =>
  `e30.${btoa(JSON.stringify({ sub, kind: 'candidate' }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}.sig`;

describe('clearLeftoversOfAnotherUser', () => {
  it('reads the subject of an access token', () => {
    expect(subjectOf(tokenFor('a1b2'))).toBe('a1b2');
    expect(subjectOf('not-a-token')).toBeUndefined();
  });

  it("removes another candidate's unsent drafts and outbox but keeps everything else", () => {
    clearLeftoversOfAnotherUser(tokenFor('first'));
    sessionStorage.setItem('message-draft:3', '안녕하세요');
    sessionStorage.setItem('message-outbox:3', '[]');
    sessionStorage.setItem('ask-draft', '문의');
    sessionStorage.setItem('profile-edit-draft:first:more', '{}');
    sessionStorage.setItem('utm-id', 'u-1');

    clearLeftoversOfAnotherUser(tokenFor('second'));

    expect(sessionStorage.getItem('profile-edit-draft:first:more')).toBeNull();
    expect(sessionStorage.getItem('message-draft:3')).toBeNull();
    expect(sessionStorage.getItem('message-outbox:3')).toBeNull();
    expect(sessionStorage.getItem('ask-draft')).toBeNull();
    expect(sessionStorage.getItem('utm-id')).toBe('u-1');
  });

  it('keeps them when the same person signs in again', () => {
    clearLeftoversOfAnotherUser(tokenFor('same'));
    sessionStorage.setItem('message-draft:3', '보내지 못한 글');

    clearLeftoversOfAnotherUser(tokenFor('same'));

    expect(sessionStorage.getItem('message-draft:3')).toBe('보내지 못한 글');
  });
});
