import { describe, expect, it } from 'vitest';
import {
  canSee,
  isCurrentEmployer,
  isInAttackPeriod,
  revealedCandidate,
  type SharingFacts,
  sharesProfile,
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

  it('recognises the employer however the career spells it', () => {
    const spellings = [
      '한빛모빌리티\u00a0',
      '한빛모빌리티\t',
      '(주)한빛모빌리티',
      '주식회사 한빛모빌리티',
      '㈜한빛모빌리티',
      '한빛모빌리티 주식회사',
    ];
    for (const company of spellings) {
      expect(isCurrentEmployer([{ company, endMonth: '' }], '한빛모빌리티'), JSON.stringify(company)).toBe(true);
      expect(canSee(hanbit, facts({ careers: [{ company, endMonth: '' }] }), now)).toBe(false);
      expect(canSee(nuri, facts({ careers: [{ company, endMonth: '' }] }), now)).toBe(true);
    }
  });

  it('never takes a name that is only a legal form for an employer', () => {
    expect(isCurrentEmployer([{ company: '(주)', endMonth: '' }], '주식회사')).toBe(false);
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
  const person = { name: '김하늘', phone: '01012345678', email: 'haneul@example.com' };
  const agent = { id: 'agent-1', role: 'agent' as const };
  const recruiter = { id: 'recruiter-1', role: 'recruiter' as const };
  const named = { name: '김하늘', phone: '01012345678', email: 'haneul@example.com' };

  it('names the candidate only for an accepted offer', () => {
    const offer = (status: 'WAITING' | 'EXPIRED' | 'REFUSED' | 'MATCHED') => ({
      status,
      groupStatus: null,
      senderId: recruiter.id,
    });
    expect(revealedCandidate(recruiter, offer('MATCHED'), person)).toEqual(named);
    for (const status of ['WAITING', 'EXPIRED', 'REFUSED'] as const) {
      expect(revealedCandidate(recruiter, offer(status), person)).toBeNull();
    }
  });

  it('names the candidate who handed a curation to the agent to the agent who sent it, and to no recruiter', () => {
    const member = { status: 'WAITING' as const, groupStatus: 'AGENT' as const, senderId: agent.id };
    expect(revealedCandidate(agent, member, person)).toEqual(named);
    expect(revealedCandidate({ id: agent.id, role: 'operator' }, member, person)).toEqual(named);
    expect(revealedCandidate({ id: 'agent-2', role: 'agent' }, member, person)).toBeNull();
    expect(revealedCandidate(recruiter, member, person)).toBeNull();
    expect(revealedCandidate(agent, { ...member, groupStatus: 'WAITING' }, person)).toBeNull();
    expect(revealedCandidate(agent, { ...member, groupStatus: 'REFUSED', status: 'REFUSED' }, person)).toBeNull();
  });
});

describe('sharesProfile', () => {
  const recruiter = (company: { id: number; name: string }) => ({ id: 'recruiter-1', company });
  const agent = { id: 'agent-1', company: null };
  const sharing = (overrides: Partial<SharingFacts> = {}): SharingFacts => ({
    deletedAt: null,
    restrictedCompanyIds: [],
    careers: [],
    offers: [{ companyId: nuri.id, senderId: 'recruiter-9', status: 'MATCHED', groupStatus: null }],
    ...overrides,
  });

  it('shares with the company whose offer was accepted, and no other', () => {
    expect(sharesProfile(recruiter(nuri), sharing())).toBe(true);
    expect(sharesProfile(recruiter(hanbit), sharing())).toBe(false);
  });

  it('shares with a company picked in a curation, not with those left out of it', () => {
    const curation = sharing({
      offers: [
        { companyId: nuri.id, senderId: 'agent-1', status: 'MATCHED', groupStatus: 'MATCHED' },
        { companyId: hanbit.id, senderId: 'agent-1', status: 'REFUSED', groupStatus: 'MATCHED' },
      ],
    });
    expect(sharesProfile(recruiter(nuri), curation)).toBe(true);
    expect(sharesProfile(recruiter(hanbit), curation)).toBe(false);
    expect(sharesProfile(agent, curation)).toBe(true);
  });

  it('shares nothing for an offer still waiting, refused or expired', () => {
    for (const status of ['WAITING', 'REFUSED', 'EXPIRED'] as const) {
      const facts = sharing({ offers: [{ companyId: nuri.id, senderId: 'agent-1', status, groupStatus: null }] });
      expect(sharesProfile(recruiter(nuri), facts)).toBe(false);
      expect(sharesProfile(agent, facts)).toBe(false);
    }
  });

  it('shares with the agent a curation was handed to', () => {
    const handed = sharing({
      offers: [{ companyId: nuri.id, senderId: 'agent-1', status: 'WAITING', groupStatus: 'AGENT' }],
    });
    expect(sharesProfile(agent, handed)).toBe(true);
    expect(sharesProfile(recruiter(nuri), handed)).toBe(false);
  });

  it('ends with a restriction of that company, and with the deletion of the account', () => {
    expect(sharesProfile(recruiter(nuri), sharing({ restrictedCompanyIds: [nuri.id] }))).toBe(false);
    expect(sharesProfile(recruiter(nuri), sharing({ deletedAt: now }))).toBe(false);
  });

  it('ends once the company employs the candidate: a current employer never sees them', () => {
    const hired = sharing({ careers: [{ company: `(주)${nuri.name}`, endMonth: '' }] });
    expect(sharesProfile(recruiter(nuri), hired)).toBe(false);
    const left = sharing({ careers: [{ company: nuri.name, endMonth: '2026-10' }] });
    expect(sharesProfile(recruiter(nuri), left)).toBe(true);
  });
});
