import { describe, expect, it } from 'vitest';
import {
  canSee,
  isCurrentEmployer,
  isInAttackPeriod,
  revealedCandidate,
  type VisibilityFacts,
} from './candidate-visibility';

const now = new Date('2026-03-10T03:00:00Z');
const DAY_MS = 86_400_000;
const hanbit = { id: 1, name: '한빛모빌리티' };
const nuri = { id: 2, name: '누리페이' };

const facts = (overrides: Partial<VisibilityFacts> = {}): VisibilityFacts => ({
  deletedAt: null,
  submittedAt: new Date(now.getTime() - DAY_MS),
  isActivate: true,
  attackUntil: null,
  careers: [{ company: '해솔데이터', endMonth: '' }],
  restrictedCompanyIds: [],
  ...overrides,
});

describe('canSee', () => {
  it('shows a live, submitted, active candidate in the attack period to companies and agents', () => {
    expect(canSee(hanbit, facts(), now)).toBe(true);
    expect(canSee(null, facts(), now)).toBe(true);
  });

  it('hides a deleted, unsubmitted or stopped candidate from everyone', () => {
    for (const hidden of [facts({ deletedAt: now }), facts({ submittedAt: null }), facts({ isActivate: false })]) {
      expect(canSee(hanbit, hidden, now)).toBe(false);
      expect(canSee(null, hidden, now)).toBe(false);
    }
  });

  it('hides the candidate from the current employer only, not from a past one', () => {
    const employed = facts({
      careers: [
        { company: '누리페이', endMonth: '2020-12' },
        { company: '한빛모빌리티', endMonth: '' },
      ],
    });
    expect(canSee(hanbit, employed, now)).toBe(false);
    expect(canSee(nuri, employed, now)).toBe(true);
    expect(canSee(null, employed, now)).toBe(true);
  });

  it('hides the candidate from restricted companies', () => {
    const restricting = facts({ restrictedCompanyIds: [nuri.id] });
    expect(canSee(nuri, restricting, now)).toBe(false);
    expect(canSee(hanbit, restricting, now)).toBe(true);
  });
});

describe('isCurrentEmployer', () => {
  it('compares names trimmed and without regard to case', () => {
    const careers = [{ company: '  Maru Cloud ', endMonth: '' }];
    expect(isCurrentEmployer(careers, 'maru cloud')).toBe(true);
    expect(isCurrentEmployer(careers, 'MARU CLOUD')).toBe(true);
    expect(isCurrentEmployer(careers, 'Maru')).toBe(false);
  });
});

describe('isInAttackPeriod', () => {
  it('lasts 30 days after the submit unless extended', () => {
    expect(isInAttackPeriod({ submittedAt: new Date(now.getTime() - 29 * DAY_MS), attackUntil: null }, now)).toBe(true);
    expect(isInAttackPeriod({ submittedAt: new Date(now.getTime() - 30 * DAY_MS), attackUntil: null }, now)).toBe(
      false,
    );
    expect(
      isInAttackPeriod(
        { submittedAt: new Date(now.getTime() - 40 * DAY_MS), attackUntil: new Date(now.getTime() + 1) },
        now,
      ),
    ).toBe(true);
    expect(isInAttackPeriod({ submittedAt: null, attackUntil: null }, now)).toBe(false);
  });
});

describe('revealedCandidate', () => {
  it('names the candidate only for an accepted offer', () => {
    const person = { name: '김하늘', phone: '01012345678' };
    expect(revealedCandidate('MATCHED', person)).toEqual({ name: '김하늘', phone: '01012345678', email: null });
    for (const status of ['WAITING', 'EXPIRED', 'REFUSED']) expect(revealedCandidate(status, person)).toBeNull();
  });
});
