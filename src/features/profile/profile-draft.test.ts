import { describe, expect, it } from 'vitest';
import type { ProfileV3 } from '../../contract/profile';
import {
  type CareerDraft,
  draftOf,
  formFieldOf,
  isDirty,
  lacksResume,
  patchOf,
  rebaseDraft,
  tabOf,
  validateDraft,
} from './profile-draft';

const profile: ProfileV3 = {
  careerItems: [
    {
      id: 7,
      company: '볼트전자',
      job: '백엔드 개발',
      start: '2021-03',
      end: '',
      detail: '결제 서버',
      hide: false,
      verified: true,
    },
  ],
  userSalaryItems: [],
  healthSalary: true,
  githubUrl: 'https://github.com/kim',
  linkedinUrl: '',
  resumeUrl: '',
  portfolioUrl: '',
  resumeFile: { id: 11, name: '이력서.pdf', size: 2048, readUrl: 'https://files.example/11' },
  portfolioFile: null,
  email: 'kim@example.com',
  hashtags: ['리더십'],
  techStackItems: [],
  agent: false,
  jobLabel: '개발',
  jobSubLabel: '백엔드',
  interestCount: 0,
  willingness: null,
  isMajor: null,
  isActivate: true,
  submittedAt: '2026-11-20T00:00:00.000Z',
};

const newCareer = (patch: Partial<CareerDraft>): CareerDraft => ({
  key: 'new-1',
  company: '볼트랩',
  job: '개발',
  start: '2020-01',
  end: '2020-12',
  detail: '',
  hide: false,
  verified: false,
  ...patch,
});

describe('validateDraft', () => {
  it('accepts the profile as loaded', () => {
    expect(validateDraft(draftOf(profile))).toEqual({});
  });

  it('says the SPEC words for a bad URL and a bad e-mail', () => {
    const draft = {
      ...draftOf(profile),
      githubUrl: 'github',
      resumeUrl: 'ftp://example.com/cv',
      linkedinUrl: 'https://example.com/in/kim',
      email: 'kim@',
    };
    expect(validateDraft(draft)).toEqual({
      githubUrl: '유효하지 않은 url입니다.',
      resumeUrl: '유효하지 않은 url입니다.',
      linkedinUrl: '유효하지 않은 url입니다.',
      email: '유효하지 않은 이메일 입니다.',
    });
  });

  it('refuses a career that ends before it starts', () => {
    const draft = { ...draftOf(profile), careers: [newCareer({ start: '2022-05', end: '2022-04' })] };
    expect(validateDraft(draft)).toEqual({ 'careers.0.end': '퇴사 연월은 입사 연월보다 빠를 수 없어요.' });
  });

  it('takes a detail of 2,000 characters and refuses one more', () => {
    const at = { ...draftOf(profile), careers: [newCareer({ detail: '가'.repeat(2000) })] };
    const over = { ...draftOf(profile), careers: [newCareer({ detail: '가'.repeat(2001) })] };
    expect(validateDraft(at)).toEqual({});
    expect(validateDraft(over)).toEqual({ 'careers.0.detail': '2000자까지 작성 가능해요' });
  });
});

describe('isDirty', () => {
  it('is clean as loaded and dirty with a newly chosen file', () => {
    const initial = draftOf(profile);
    expect(isDirty(draftOf(profile), initial)).toBe(false);
    const chosen = new File(['%PDF'], '이력서.pdf');
    expect(isDirty({ ...initial, resume: chosen }, initial)).toBe(true);
  });

  it('is dirty once another job pair is chosen', () => {
    const initial = draftOf(profile);
    expect(isDirty({ ...initial, jobLabel: '기타', jobSubLabel: '데이터엔지니어' }, initial)).toBe(true);
  });
});

describe('lacksResume', () => {
  it('holds only without a resume file and without a resume URL', () => {
    const draft = draftOf(profile);
    expect(lacksResume(draft)).toBe(false);
    expect(lacksResume({ ...draft, resume: null })).toBe(true);
    expect(lacksResume({ ...draft, resume: null, resumeUrl: '  ' })).toBe(true);
    expect(lacksResume({ ...draft, resume: null, resumeUrl: 'https://example.com/cv' })).toBe(false);
  });
});

describe('patchOf', () => {
  it('sends the ids of uploaded files, keeps stored ones and trims what was typed', () => {
    const draft = {
      ...draftOf(profile),
      portfolio: new File(['png'], 'work.png'),
      email: ' kim@example.com ',
      careers: [...draftOf(profile).careers, newCareer({ company: ' 볼트랩 ' })],
    };
    const patch = patchOf(draft, { resume: null, portfolio: 52 });

    expect(patch.resumeFileId).toBe(11);
    expect(patch.portfolioFileId).toBe(52);
    expect(patch.email).toBe('kim@example.com');
    expect(patch.careerItems[0]).toMatchObject({ id: 7, company: '볼트전자' });
    expect(patch.careerItems[1]).not.toHaveProperty('id');
    expect(patch.careerItems[1]?.company).toBe('볼트랩');
    expect(patch).toMatchObject({ jobLabel: '개발', jobSubLabel: '백엔드' });
  });

  it('sends a freely entered job under 기타 and leaves out a missing pair', () => {
    const chosen = patchOf(
      { ...draftOf(profile), jobLabel: '기타', jobSubLabel: '데이터엔지니어' },
      { resume: null, portfolio: null },
    );
    expect(chosen).toMatchObject({ jobLabel: '기타', jobSubLabel: '데이터엔지니어' });

    const none = patchOf({ ...draftOf(profile), jobLabel: '', jobSubLabel: '' }, { resume: null, portfolio: null });
    expect(none).not.toHaveProperty('jobLabel');
    expect(none).not.toHaveProperty('jobSubLabel');
  });

  it('clears a removed file', () => {
    expect(patchOf({ ...draftOf(profile), resume: null }, { resume: null, portfolio: null }).resumeFileId).toBeNull();
  });
});

describe('formFieldOf', () => {
  it("maps the server's field names to the form's", () => {
    expect(formFieldOf('careerItems.2.detail')).toBe('careers.2.detail');
    expect(formFieldOf('careerItems.0.hide')).toBeUndefined();
    expect(formFieldOf('resumeFileId')).toBe('resume');
    expect(formFieldOf('portfolioFileId')).toBe('portfolio');
    expect(formFieldOf('hashtags.3')).toBe('hashtags');
    expect(formFieldOf('email')).toBe('email');
    expect(formFieldOf('jobSubLabel')).toBe('jobLabel');
    expect(formFieldOf('agent')).toBeUndefined();
  });

  it('finds the tab that holds the field', () => {
    expect(tabOf('jobLabel')).toBe('more');
    expect(tabOf('careers.0.company')).toBe('resume');
  });
});

describe('rebaseDraft', () => {
  const base = draftOf(profile);
  const newer = { ...base, githubUrl: 'https://github.com/elsewhere', hashtags: ['리더십', '협업'] };

  it('keeps what was changed here and takes the newer copy for the rest', () => {
    const draft = { ...base, email: 'typed@example.com' };
    expect(rebaseDraft(draft, base, newer)).toEqual({ ...newer, email: 'typed@example.com' });
  });

  it('keeps every part changed here, so no change is lost', () => {
    const everything = {
      careers: [newCareer({})],
      resume: null,
      portfolio: { id: 12, name: '포트폴리오.pdf' },
      resumeUrl: 'https://example.com/resume',
      portfolioUrl: 'https://example.com/portfolio',
      githubUrl: 'https://github.com/typed',
      linkedinUrl: 'https://www.linkedin.com/in/typed',
      email: 'typed@example.com',
      hashtags: ['새태그'],
      agent: true,
      jobLabel: '디자인',
      jobSubLabel: '프로덕트 디자이너',
    };
    expect(rebaseDraft(everything, base, newer)).toEqual(everything);
  });

  it('moves the job pair as one choice', () => {
    const draft = { ...base, jobSubLabel: '프론트엔드' };
    const elsewhere = { ...base, jobLabel: '데이터', jobSubLabel: '데이터 엔지니어' };
    expect(rebaseDraft(draft, base, elsewhere)).toMatchObject({ jobLabel: '개발', jobSubLabel: '프론트엔드' });
  });
});
