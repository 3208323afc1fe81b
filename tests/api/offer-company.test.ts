/**
 * The company behind an offer: its card from the extended companies table, the offer's
 * own link (web addresses only), its ranking figures, and its response record — said only from
 * five coffee chats in the last 90 days on.
 */
import { eq } from 'drizzle-orm';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coffeechats, offers } from '../../server/db/schema';
import { coffeechatMeetings } from '../../server/db/schema-meetings';
import { OfferCompany } from '../../src/contract/meetings';
import { expectError } from './helpers';
import {
  acceptedChat,
  candidateMeetingCalls,
  consoleMeetingCalls,
  HOUR_MS,
  meetingOf,
  onlineProposal,
  slotIn,
} from './meeting-fixtures';
import { newCandidate, sendOffer } from './offer-fixtures';
import { createTestApp, drivers, type TestApp } from './test-app';

describe.each(drivers)('the company behind an offer on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  async function companyCard(token: string, offerId: number): Promise<OfferCompany> {
    const response = await app.request(`/api/v2/users/offers/${offerId}/company`, { token });
    const text = await response.clone().text();
    expect(response.status, text).toBe(200);
    const body = await response.json();
    expect(is(body, OfferCompany), text).toBe(true);
    return body as OfferCompany;
  }

  /** A 마루클라우드 coffee chat its company first answered `hours` after the acceptance (null: never), picked or not. */
  async function answeredChat(hours: number | null, picked: boolean) {
    const chat = await acceptedChat(app, { company: 'maru-cloud' });
    if (hours === null) return;
    const proposed = await meetingOf(
      await consoleMeetingCalls(app, 'maru').propose(
        chat.coffeechatId,
        onlineProposal([slotIn(app, 24), slotIn(app, 26)]),
      ),
    );
    if (picked)
      await meetingOf(await candidateMeetingCalls(app, chat.candidateId).pick(chat.coffeechatId, proposed.slots[0].id));
    const [row] = await app.deps.db.select().from(coffeechats).where(eq(coffeechats.id, chat.coffeechatId));
    await app.deps.db
      .update(coffeechatMeetings)
      .set({ firstProposedAt: new Date(row.createdAt.getTime() + hours * HOUR_MS) })
      .where(eq(coffeechatMeetings.coffeechatId, chat.coffeechatId));
  }

  it('shows the card, the offer’s link and the ranking, and the response record once five coffee chats exist', async () => {
    const candidate = await newCandidate(app);
    const offerId = await sendOffer(app, candidate.id, { company: 'maru-cloud' });
    await app.deps.db
      .update(offers)
      .set({ link: 'https://careers.maru-cloud.example/backend' })
      .where(eq(offers.id, offerId));

    const card = await companyCard(candidate.token, offerId);
    expect(card).toMatchObject({
      name: '마루클라우드',
      logo: '/logos/maru-cloud.svg',
      employees: '201~500명',
      location: '서울 강남구',
      homepage: 'https://maru-cloud.example/',
      link: 'https://careers.maru-cloud.example/backend',
      responseRecord: null,
    });
    expect(card.ranking?.offerCount).toBeGreaterThanOrEqual(1);

    await answeredChat(10, true);
    await answeredChat(30, true);
    await answeredChat(50, false);
    await answeredChat(80, true);
    expect((await companyCard(candidate.token, offerId)).responseRecord).toBeNull();

    await answeredChat(null, false);
    // Waits of 10, 30, 50 and 80 hours: a median of 40 hours, 2 days rounded up; 3 of 5 confirmed.
    expect((await companyCard(candidate.token, offerId)).responseRecord).toEqual({
      medianDays: 2,
      confirmedPercent: 60,
      coffeechats: 5,
    });
  });

  it('opens only web addresses, and shows an offer’s company only to its candidate', async () => {
    const candidate = await newCandidate(app);
    const offerId = await sendOffer(app, candidate.id);
    await app.deps.db.update(offers).set({ link: 'javascript:alert(1)' }).where(eq(offers.id, offerId));
    expect((await companyCard(candidate.token, offerId)).link).toBeNull();

    const stranger = await newCandidate(app);
    await expectError(
      await app.request(`/api/v2/users/offers/${offerId}/company`, { token: stranger.token }),
      404,
      'NOT_FOUND',
      '제안을 찾을 수 없어요.',
    );
  });
});
