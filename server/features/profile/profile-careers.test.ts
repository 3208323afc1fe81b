import { describe, expect, it } from 'vitest';
import {
  CAREER_NOT_FOUND_MESSAGE,
  CAREER_PERIOD_MESSAGE,
  type CareerEdit,
  VERIFIED_CAREER_MESSAGE,
  VERIFIED_CAREER_REMOVAL_MESSAGE,
} from '../../../src/contract/profile';
import { planCareerEdits, type StoredCareer } from './profile-careers';

const verified: StoredCareer = {
  id: 1,
  company: '든든보안랩',
  job: '백엔드',
  startMonth: '2019-03',
  endMonth: '2021-08',
  verified: true,
};
const handAdded: StoredCareer = {
  id: 2,
  company: '사이드프로젝트',
  job: '풀스택',
  startMonth: '2022-01',
  endMonth: '',
  verified: false,
};

const editOf = (career: StoredCareer, extra: Partial<CareerEdit> = {}): CareerEdit => ({
  id: career.id,
  company: career.company,
  job: career.job,
  start: career.startMonth,
  end: career.endMonth,
  detail: '',
  hide: false,
  ...extra,
});

describe('planCareerEdits', () => {
  it('changes only the detail and hide flag of a verified career', () => {
    const result = planCareerEdits([verified], [editOf(verified, { detail: '결제 API', hide: true })]);
    expect(result).toEqual({
      ok: true,
      plan: { updates: [{ id: 1, position: 0, detail: '결제 API', hide: true }], inserts: [], deletes: [] },
    });
  });

  it.each([
    ['company', { company: '다른회사' }],
    ['job', { job: '프론트엔드' }],
    ['start', { start: '2019-04' }],
    ['end', { end: '' }],
  ] as const)('refuses a change of a verified career’s %s, naming it', (field, change) => {
    expect(planCareerEdits([verified], [editOf(verified, change)])).toEqual({
      ok: false,
      message: VERIFIED_CAREER_MESSAGE,
      field: `careerItems.0.${field}`,
    });
  });

  it('refuses to drop a verified career', () => {
    expect(planCareerEdits([verified, handAdded], [editOf(handAdded)])).toEqual({
      ok: false,
      message: VERIFIED_CAREER_REMOVAL_MESSAGE,
      field: 'careerItems',
    });
  });

  it('edits, adds and removes hand-added careers, in the order sent', () => {
    const added = { company: '㈜새회사', job: '백엔드', start: '2024-01', end: '', detail: '', hide: false };
    const result = planCareerEdits([verified, handAdded], [added, editOf(verified)]);
    expect(result).toEqual({
      ok: true,
      plan: {
        updates: [{ id: 1, position: 1, detail: '', hide: false }],
        inserts: [
          {
            position: 0,
            detail: '',
            hide: false,
            facts: { company: '㈜새회사', companyKey: '새회사', job: '백엔드', startMonth: '2024-01', endMonth: '' },
          },
        ],
        deletes: [2],
      },
    });
  });

  it('lets a hand-added career change its facts', () => {
    const result = planCareerEdits([handAdded], [editOf(handAdded, { company: '리네임드', end: '2023-12' })]);
    expect(result.ok && result.plan.updates[0].facts).toMatchObject({ company: '리네임드', endMonth: '2023-12' });
  });

  it('refuses an end before the start; the same month is fine', () => {
    const backwards = { company: '회사', job: '개발', start: '2024-05', end: '2024-04', detail: '', hide: false };
    expect(planCareerEdits([], [backwards])).toEqual({
      ok: false,
      message: CAREER_PERIOD_MESSAGE,
      field: 'careerItems.0.end',
    });
    expect(planCareerEdits([], [{ ...backwards, end: '2024-05' }]).ok).toBe(true);
  });

  it('refuses an id that is not one of the candidate’s careers, or one sent twice', () => {
    expect(planCareerEdits([verified], [editOf(verified, { id: 99 })])).toEqual({
      ok: false,
      message: CAREER_NOT_FOUND_MESSAGE,
      field: 'careerItems.0.id',
    });
    expect(planCareerEdits([verified], [editOf(verified), editOf(verified)])).toMatchObject({
      ok: false,
      field: 'careerItems.1.id',
    });
  });
});
