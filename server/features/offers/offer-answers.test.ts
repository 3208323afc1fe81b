import { describe, expect, it } from 'vitest';
import {
  answerConflict,
  CURATION_MEMBER_MESSAGE,
  OFFER_EXPIRED_MESSAGE,
  OFFER_MATCHED_MESSAGE,
  OFFER_REFUSED_MESSAGE,
} from './offer-answers';

const expiresAt = new Date('2026-11-29T14:59:59.999Z');
const before = new Date('2026-11-29T14:59:59.000Z');
const after = new Date('2026-11-29T15:00:00.000Z');
const open = { status: 'WAITING' as const, expiresAt, offerGroupId: null };

describe('which single-offer answers are allowed', () => {
  it('allows an open offer outside a curation', () => {
    expect(answerConflict(open, before)).toBeUndefined();
  });

  it('explains each refusal', () => {
    expect(answerConflict(open, after)).toBe(OFFER_EXPIRED_MESSAGE);
    expect(answerConflict({ ...open, status: 'EXPIRED' }, before)).toBe(OFFER_EXPIRED_MESSAGE);
    expect(answerConflict({ ...open, status: 'REFUSED' }, before)).toBe(OFFER_REFUSED_MESSAGE);
    expect(answerConflict({ ...open, status: 'MATCHED' }, after)).toBe(OFFER_MATCHED_MESSAGE);
  });

  it('sends curation members to the curation screen whatever their status', () => {
    expect(answerConflict({ ...open, offerGroupId: 4 }, before)).toBe(CURATION_MEMBER_MESSAGE);
    expect(answerConflict({ ...open, offerGroupId: 4 }, after)).toBe(CURATION_MEMBER_MESSAGE);
  });
});
