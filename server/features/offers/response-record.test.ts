import { describe, expect, it } from 'vitest';
import { summarizeResponses } from './response-record';

const accepted = new Date('2026-11-02T01:00:00Z');
const after = (hours: number) => new Date(accepted.getTime() + hours * 60 * 60_000);
const chat = (proposedAfterHours: number | null, confirmed: boolean) => ({
  acceptedAt: accepted,
  firstProposedAt: proposedAfterHours === null ? null : after(proposedAfterHours),
  firstConfirmedAt: confirmed ? after(72) : null,
});

describe('a company’s response record', () => {
  it('says nothing below five coffee chats', () => {
    expect(summarizeResponses([chat(10, true), chat(20, true), chat(30, true), chat(40, true)])).toBeNull();
  });

  it('gives the median days to the first proposal, rounded up, and the share confirmed', () => {
    const record = summarizeResponses([
      chat(5, true),
      chat(30, true),
      chat(40, false),
      chat(100, true),
      chat(null, false),
    ]);
    // Waits of 5, 30, 40 and 100 hours: the median is 35 hours, 2 days rounded up.
    expect(record).toEqual({ medianDays: 2, confirmedPercent: 60, coffeechats: 5 });
  });

  it('counts a same-day proposal as one day, and no proposal at all as no median', () => {
    expect(summarizeResponses([1, 2, 3, 4, 5].map((hours) => chat(hours, false)))?.medianDays).toBe(1);
    expect(summarizeResponses([1, 2, 3, 4, 5].map(() => chat(null, false)))).toEqual({
      medianDays: null,
      confirmedPercent: 0,
      coffeechats: 5,
    });
  });
});
