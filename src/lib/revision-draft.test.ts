import { describe, expect, it } from 'vitest';
import {
  REVISION_BAND_BOTH_MESSAGE,
  REVISION_BAND_MESSAGE,
  REVISION_BAND_ORDER_MESSAGE,
  REVISION_EMPTY_MESSAGE,
} from '../contract/offer-revisions';
import {
  EMPTY_REVISION_DRAFT,
  REVISION_BAND_CAP_MESSAGE,
  type RevisionDraft,
  revisionBody,
  revisionProblem,
} from './revision-draft';

const offer = { salaryMin: 8000, salaryMax: 9500 };
const draft = (change: Partial<RevisionDraft>): RevisionDraft => ({ ...EMPTY_REVISION_DRAFT, ...change });

describe('revisionProblem', () => {
  it('asks for a band or a wish; a note alone is not a request', () => {
    expect(revisionProblem(draft({ note: '조금만 더요' }), offer)?.message).toBe(REVISION_EMPTY_MESSAGE);
    expect(revisionProblem(draft({ wishes: ['입사일'] }), offer)).toBeUndefined();
  });

  it('takes a band with both ends, in order, above the offer and under the cap', () => {
    expect(revisionProblem(draft({ salaryMin: '9000' }), offer)).toEqual({
      message: REVISION_BAND_BOTH_MESSAGE,
      field: 'salaryMax',
    });
    expect(revisionProblem(draft({ salaryMin: '11000', salaryMax: '10000' }), offer)?.message).toBe(
      REVISION_BAND_ORDER_MESSAGE,
    );
    // The top must rise; the bottom may stay where it was.
    expect(revisionProblem(draft({ salaryMin: '8000', salaryMax: '9500' }), offer)?.message).toBe(
      REVISION_BAND_MESSAGE,
    );
    expect(revisionProblem(draft({ salaryMin: '7900', salaryMax: '11000' }), offer)?.message).toBe(
      REVISION_BAND_MESSAGE,
    );
    expect(revisionProblem(draft({ salaryMin: '8000', salaryMax: '9501' }), offer)).toBeUndefined();
    expect(revisionProblem(draft({ salaryMin: '9000', salaryMax: '200001' }), offer)?.message).toBe(
      REVISION_BAND_CAP_MESSAGE,
    );
  });
});

describe('revisionBody', () => {
  it('leaves out an empty band and a blank note', () => {
    expect(revisionBody(draft({ wishes: ['재택근무'], note: '   ' }))).toEqual({ wishes: ['재택근무'] });
    expect(revisionBody(draft({ salaryMin: '9000', salaryMax: '11000', note: ' 부탁드려요 ' }))).toEqual({
      salaryMin: 9000,
      salaryMax: 11000,
      wishes: [],
      note: '부탁드려요',
    });
  });
});
