import { describe, expect, it } from 'vitest';
import { hopeFloorMessage } from '../../../contract/biz';
import { REVISION_BAND_ORDER_MESSAGE, REVISION_LOWER_MESSAGE } from '../../../contract/offer-revisions';
import { offerMessages } from './offer-rules';
import { answerBody, pendingRevisions, type RevisionDraft, validateRevision } from './revision-rules';
import { askedRevision, sentOffer } from './sent-offer-test-data';

const before = { salaryMin: 6500, salaryMax: 7800, offerItems: [] };
const revise = (salaryMin: string, salaryMax: string): RevisionDraft => ({
  decision: 'REVISE',
  salaryMin,
  salaryMax,
  offerItems: [],
  reason: '',
});

describe('answering a revision request', () => {
  it('accepts a band at or above the offered one', () => {
    expect(validateRevision(revise('6500', '7800'), before, null)).toEqual({});
    expect(validateRevision(revise('7000', '9000'), before, 8500)).toEqual({});
  });

  it('refuses either end under the offered band, in the server words', () => {
    expect(validateRevision(revise('6000', '9000'), before, null)).toEqual({ salaryMin: REVISION_LOWER_MESSAGE });
    expect(validateRevision(revise('6500', '7000'), before, null)).toEqual({ salaryMax: REVISION_LOWER_MESSAGE });
  });

  it("refuses a top under the candidate's hope, and a bottom over the top", () => {
    expect(validateRevision(revise('7000', '8000'), before, 8500)).toEqual({ salaryMax: hopeFloorMessage(8500) });
    expect(validateRevision(revise('9000', '8000'), before, null)).toEqual({ salaryBand: REVISION_BAND_ORDER_MESSAGE });
    expect(validateRevision(revise('', ''), before, null)).toEqual({
      salaryMin: offerMessages.salaryMinRequired,
      salaryMax: offerMessages.salaryMaxRequired,
    });
  });

  it('needs a reason to keep the offer, sent trimmed', () => {
    const keep: RevisionDraft = { ...revise('', ''), decision: 'KEEP', reason: '  ' };
    expect(validateRevision(keep, before, 9000)).toEqual({ reason: '유지하는 이유를 적어 주세요.' });
    expect(answerBody({ ...keep, reason: ' 기준이 있어요. ' })).toEqual({ decision: 'KEEP', reason: '기준이 있어요.' });
  });

  it('lists the requests still open, the nearest deadline first', () => {
    const now = Date.parse('2026-03-04T00:00:00.000Z');
    const offers = [
      sentOffer({ id: 1, revision: askedRevision({ answerDueAt: '2026-03-06T08:59:59.999Z' }) }),
      sentOffer({ id: 2, revision: askedRevision({ answerDueAt: '2026-03-05T08:59:59.999Z' }) }),
      sentOffer({ id: 3, revision: askedRevision({ answerDueAt: '2026-03-03T08:59:59.999Z' }) }),
      sentOffer({ id: 4, revision: askedRevision({ status: 'KEPT' }) }),
      sentOffer({ id: 5 }),
    ];
    expect(pendingRevisions(offers, now).map((offer) => offer.id)).toEqual([2, 1]);
  });
});
