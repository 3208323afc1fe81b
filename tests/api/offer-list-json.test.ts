/**
 * The offers list is written as JSON by PostgreSQL (server/features/offers/offer-list.ts) where Node used
 * to shape every card with toOffer. The app must not notice: for offers in every state, in every
 * list, the text is JSON.stringify of toOffer's cards and countOffers' counts, byte for byte, on
 * both drivers.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, offers } from '../../server/db/schema';
import { toOffer } from '../../server/domain/offer-views';
import { offerListJson } from '../../server/features/offers/offer-list';
import {
  countOffers,
  listModeCondition,
  listOfferCards,
  type OfferListMode,
} from '../../server/features/offers/offer-queries';
import type { OfferList } from '../../src/contract/offers';
import { expectError } from './helpers';
import { answerAs, newCandidate, offerCalls, sendCuration, sendOffer } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const MODES: { mode: OfferListMode; query: { isSelected?: boolean; isExpired?: boolean } }[] = [
  { mode: 'current', query: {} },
  { mode: 'selected', query: { isSelected: true } },
  { mode: 'expired', query: { isExpired: true } },
];

describe.each(drivers)('the offers list PostgreSQL writes, on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  const { like, refuse, accept, detail, askRevision } = offerCalls(() => app);

  /** What the list was before PostgreSQL wrote it: toOffer over the mode's cards, and the counts. */
  async function listAsToOfferMadeIt(candidateId: string, mode: OfferListMode, at: Date): Promise<OfferList> {
    const { db } = app.deps;
    const cards = await listOfferCards(db, candidateId, listModeCondition(mode, at));
    return { offerItems: cards.map((card) => toOffer(card, at)), counts: await countOffers(db, candidateId, at) };
  }

  async function expectSameAsToOffer(candidateId: string, at = app.deps.now()) {
    for (const { mode, query } of MODES) {
      const { json } = await offerListJson(app.deps.db, candidateId, query, at);
      const expected = await listAsToOfferMadeIt(candidateId, mode, at);
      // Byte for byte: the same keys in the same order, the same values, the same escapes.
      expect(json, mode).toBe(JSON.stringify(expected));
    }
  }

  it('writes the cards toOffer made, for offers in every state and in every list', async () => {
    const { id: candidateId, token } = await newCandidate(app);
    const { db } = app.deps;
    // One open offer per company: the later ones go to companies whose earlier offer has ended.
    const plain = await sendOffer(app, candidateId);
    const fromAgent = await sendOffer(app, candidateId, { from: 'agent', company: 'nuri-pay' });
    const fromOperator = await sendOffer(app, candidateId, { from: 'operator', company: 'garam-market' });
    await sendCuration(app, candidateId, ['maru-cloud', 'haesol-data']);
    const refused = await sendOffer(app, candidateId, { from: 'agent', company: 'dodam-edu', type: 'NORMAL' });
    expect((await refuse(token, refused, '연봉이 맞지 않아요 "정말로"\n다음에요')).status).toBe(200);
    app.advance(MINUTE_MS);
    const accepted = await sendOffer(app, candidateId, { from: 'operator', company: 'dodam-edu' });
    expect((await accept(token, accepted)).status).toBe(201);
    const storedExpired = await sendOffer(app, candidateId, { from: 'agent', company: 'dodam-edu', position: 'QA' });
    await db.update(offers).set({ status: 'EXPIRED' }).where(eq(offers.id, storedExpired));
    const overdue = await sendOffer(app, candidateId, { from: 'agent', company: 'dodam-edu', position: 'SRE' });
    expect((await like(token, { id: fromAgent, isLike: true })).status).toBe(200);
    await detail(token, fromOperator); // read: no longer new
    // Optional fields filled or emptied, text JSON must escape, and microseconds pg's Date drops.
    await db
      .update(offers)
      .set({
        link: 'https://example.com/jobs?id=1&ref="boltx"',
        increaseBasis: null,
        offerItems: [],
        message: '줄바꿈\n탭\t역슬래시\\ 따옴표" 이모지 🚀 \u2028',
        createdAt: sql`${offers.createdAt} + interval '0.000789 seconds'`,
      })
      .where(eq(offers.id, plain));
    await db
      .update(offers)
      .set({ answeredAt: sql`${offers.answeredAt} + interval '0.000789 seconds'` })
      .where(eq(offers.id, accepted));
    // Past its expiry but not yet swept: EXPIRED when read, WAITING when stored.
    await db
      .update(offers)
      .set({ expiresAt: new Date(app.deps.now().getTime() - MINUTE_MS) })
      .where(eq(offers.id, overdue));

    // Revisions asked, revised (note with escapes, items emptied) and kept.
    const asked = await sendOffer(app, candidateId, { company: 'byeolmuri-games', position: 'ML' });
    const revised = await sendOffer(app, candidateId, { from: 'agent', company: 'neulpum-healthcare', position: 'PM' });
    const kept = await sendOffer(app, candidateId, { from: 'agent', company: 'seulgiro-ai', position: 'FE' });
    for (const [id, note] of [
      [asked, undefined],
      [revised, '따옴표" 줄바꿈\n 🚀'],
      [kept, '재택 이틀이면 좋겠어요'],
    ] as const) {
      const response = await askRevision(token, id, { salaryMin: 8000, salaryMax: 9500, wishes: ['재택근무'], note });
      expect(response.status, await response.clone().text()).toBe(200);
    }
    await answerAs(app, 'agent', revised, { decision: 'REVISE', salaryMin: 7500, salaryMax: 9000, offerItems: [] });
    await answerAs(app, 'agent', kept, { decision: 'KEEP', reason: '예산이 "정해져" 있어요' });

    await expectSameAsToOffer(candidateId);
    const read = async (query: { isSelected?: boolean; isExpired?: boolean }) =>
      JSON.parse((await offerListJson(db, candidateId, query, app.deps.now())).json) as OfferList;
    expect((await read({ isSelected: true })).offerItems).toEqual([
      expect.objectContaining({ id: accepted, status: 'MATCHED', isMatched: true, coffeechatId: expect.any(Number) }),
    ]);
    expect((await read({ isExpired: true })).offerItems.map((card) => [card.id, card.status, card.isExpired])).toEqual([
      [overdue, 'EXPIRED', true],
      [storedExpired, 'EXPIRED', true],
      [refused, 'REFUSED', false],
    ]);
    // A week later every open offer is past its expiry: read as EXPIRED by the same rule.
    await expectSameAsToOffer(candidateId, new Date(app.deps.now().getTime() + 8 * DAY_MS));
  });

  it('writes an empty list with zero counts for a candidate without offers', async () => {
    const { id: candidateId } = await newCandidate(app);
    await expectSameAsToOffer(candidateId);
    const { json } = await offerListJson(app.deps.db, candidateId, {}, app.deps.now());
    expect(JSON.parse(json)).toEqual({ offerItems: [], counts: { current: 0, selected: 0, expired: 0 } });
  });

  it('answers 401 to a deleted candidate whose token still lives', async () => {
    const { id: candidateId, token } = await newCandidate(app);
    await sendOffer(app, candidateId);
    await app.deps.db.update(candidates).set({ deletedAt: app.deps.now() }).where(eq(candidates.id, candidateId));
    await expectError(await app.request('/api/v3/users/offers', { token }), 401, 'UNAUTHORIZED');
  });
});
