import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors/api-error';
import { CHOOSE_COMPANY_MESSAGE, NOT_IN_GROUP_MESSAGE, outcomeOf } from './curation-answers';

const members = [11, 12, 13];

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('what a curation answer asks for', () => {
  it('hands the group to the agent whatever else the answer says', () => {
    expect(outcomeOf({ groupId: 1, isLike: true, offerItems: [99], agent: true }, members)).toEqual({
      status: 'AGENT',
      chosen: [],
    });
  });

  it('turns the group down when the candidate does not like it', () => {
    expect(outcomeOf({ groupId: 1, isLike: false, offerItems: [11] }, members)).toEqual({
      status: 'REFUSED',
      chosen: [],
    });
  });

  it('matches the chosen companies once each', () => {
    expect(outcomeOf({ groupId: 1, isLike: true, offerItems: [13, 11, 13] }, members)).toEqual({
      status: 'MATCHED',
      chosen: [13, 11],
    });
  });

  it('needs at least one company, each from this group', () => {
    const none = refusal(() => outcomeOf({ groupId: 1, isLike: true, offerItems: [] }, members));
    expect([none.status, none.message, none.field]).toEqual([400, CHOOSE_COMPANY_MESSAGE, 'offerItems']);
    const foreign = refusal(() => outcomeOf({ groupId: 1, isLike: true, offerItems: [11, 42] }, members));
    expect([foreign.status, foreign.message, foreign.field]).toEqual([400, NOT_IN_GROUP_MESSAGE, 'offerItems.1']);
  });
});
