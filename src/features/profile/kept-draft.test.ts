import { describe, expect, it } from 'vitest';
import { forgetKeptDraft, keepDraft, keptDraftKey, readKeptDraft } from './kept-draft';
import type { ProfileDraft } from './profile-draft';

const saved: ProfileDraft = {
  careers: [
    {
      key: 'career-1',
      id: 1,
      company: '한빛모빌리티',
      job: '백엔드',
      start: '2021-03',
      end: '',
      detail: '',
      hide: false,
      verified: true,
    },
  ],
  resume: { id: 3, name: '이력서.pdf' },
  portfolio: null,
  resumeUrl: '',
  portfolioUrl: '',
  githubUrl: '',
  linkedinUrl: '',
  email: 'old@example.com',
  hashtags: [],
  agent: false,
  jobLabel: '개발',
  jobSubLabel: '백엔드',
};

describe('the edit draft kept through an update', () => {
  it('keeps only the sections with changes, under the candidate and the section', () => {
    expect(keepDraft('anna', { ...saved, email: 'new@example.com' }, saved)).toBe('kept');
    expect(sessionStorage.getItem(keptDraftKey('anna', 'more'))).toContain('new@example.com');
    expect(sessionStorage.getItem(keptDraftKey('anna', 'resume'))).toBeNull();
  });

  it('lays the kept changes over a fresh copy, leaving untouched sections as the server has them', () => {
    keepDraft('anna', { ...saved, email: 'new@example.com' }, saved);
    const fresh = { ...saved, careers: [], githubUrl: 'https://github.com/anna' };

    const restored = readKeptDraft('anna', fresh);

    expect(restored?.sections).toEqual(['more']);
    expect(restored?.draft.email).toBe('new@example.com');
    // The more section comes back whole, as it was kept; the resume section is the fresh one.
    expect(restored?.draft.githubUrl).toBe('');
    expect(restored?.draft.careers).toEqual([]);
    expect(restored?.filesDropped).toBe(false);
  });

  it('never restores another candidate’s draft, even under a copied key', () => {
    keepDraft('anna', { ...saved, email: 'anna@example.com' }, saved);
    expect(readKeptDraft('boris', saved)).toBeUndefined();
    sessionStorage.setItem(keptDraftKey('boris', 'more'), sessionStorage.getItem(keptDraftKey('anna', 'more')) ?? '');
    expect(readKeptDraft('boris', saved)).toBeUndefined();
  });

  it('keeps the stored file in place of a newly chosen one, and says the file must be chosen again', () => {
    const chosen = new File(['%PDF-'], '새 이력서.pdf', { type: 'application/pdf' });
    keepDraft('anna', { ...saved, resume: chosen, resumeUrl: 'https://example.com/cv' }, saved);

    const restored = readKeptDraft('anna', saved);

    expect(restored?.draft.resume).toEqual({ id: 3, name: '이력서.pdf' });
    expect(restored?.draft.resumeUrl).toBe('https://example.com/cv');
    expect(restored?.filesDropped).toBe(true);
  });

  it('forgets a section once it is back as saved, ignores what is not a draft, and forgets on request', () => {
    keepDraft('anna', { ...saved, email: 'new@example.com' }, saved);
    expect(keepDraft('anna', saved, saved)).toBe('clean');
    expect(readKeptDraft('anna', saved)).toBeUndefined();

    sessionStorage.setItem(keptDraftKey('anna', 'more'), '{"userId":"anna","values":{"email":42}}');
    sessionStorage.setItem(keptDraftKey('anna', 'resume'), 'not json');
    expect(readKeptDraft('anna', saved)).toBeUndefined();
    forgetKeptDraft('anna');
    expect(sessionStorage.getItem(keptDraftKey('anna', 'more'))).toBeNull();
  });
});
