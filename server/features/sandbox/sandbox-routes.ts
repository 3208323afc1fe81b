import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { object, optional, size, string } from 'superstruct';
import * as apiPaths from '../../../src/contract/api-paths';
import { normalizedContact } from '../../../src/contract/guest-inquiries';
import { SandboxExpire, SandboxRevisionDue } from '../../../src/contract/sandbox';
import { PhoneDigits, rule } from '../../../src/contract/validators';
import type { AppDeps, AppEnv } from '../../app-deps';
import { offerGroups, offerRevisions, offers, sandboxInbox } from '../../db/schema';
import { requireLiveCandidate } from '../../domain/candidate-records';
import { notFound } from '../../errors/api-error';
import { parseJson, parseQuery } from '../../http/parse';
import { requireSession, subjectOf } from '../../http/require-session';
import { sweepRevisionTimeouts } from '../offers/revision-timeouts';

/** One phone's inbox, or one e-mail address's (answers to guest inquiries left with an e-mail). */
const InboxQuery = rule(
  object({ phone: optional(PhoneDigits), email: optional(size(string(), 3, 200)) }),
  'oneInbox',
  (value) => (value.phone === undefined) !== (value.email === undefined),
  'phone과 email 중 하나만 보내 주세요.',
);

/** Mounted only in sandbox mode: outside it the whole tree is 404. */
export function sandboxRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(apiPaths.sandboxInbox, async (c) => {
    const { phone, email } = parseQuery(c, InboxQuery);
    const recipient =
      phone !== undefined
        ? eq(sandboxInbox.phone, phone)
        : eq(sandboxInbox.email, normalizedContact('EMAIL', email ?? ''));
    const rows = await deps.db
      .select({ kind: sandboxInbox.kind, body: sandboxInbox.body, createdAt: sandboxInbox.createdAt })
      .from(sandboxInbox)
      .where(recipient)
      .orderBy(desc(sandboxInbox.id))
      .limit(50);
    c.header('Cache-Control', 'no-store');
    return c.json({ items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) });
  });

  app.post(apiPaths.sandboxExpireOffer, requireSession(deps, 'candidate'), async (c) => {
    const { offerId, groupId } = await parseJson(c, SandboxExpire);
    // A deleted account's token may live a few more minutes: it changes nothing.
    const candidateId = (await requireLiveCandidate(deps.db, subjectOf(c))).id;
    // A moment ago rather than now, so the read-time expiry rule sees it as over at once.
    const past = new Date(deps.now().getTime() - 1000);
    if (offerId !== undefined) {
      const updated = await deps.db
        .update(offers)
        .set({ expiresAt: past })
        .where(and(eq(offers.id, offerId), eq(offers.candidateId, candidateId)))
        .returning({ id: offers.id });
      if (updated.length === 0) throw notFound();
    } else if (groupId !== undefined) {
      const updated = await deps.db
        .update(offerGroups)
        .set({ expiresAt: past })
        .where(and(eq(offerGroups.id, groupId), eq(offerGroups.candidateId, candidateId)))
        .returning({ id: offerGroups.id });
      if (updated.length === 0) throw notFound();
      await deps.db.update(offers).set({ expiresAt: past }).where(eq(offers.offerGroupId, groupId));
    }
    return c.json({ ok: true });
  });

  // The deadline and the offer's end move back together, so the time the candidate had left is kept.
  app.post(apiPaths.sandboxRevisionDue, requireSession(deps, 'candidate'), async (c) => {
    const { offerId } = await parseJson(c, SandboxRevisionDue);
    const candidateId = (await requireLiveCandidate(deps.db, subjectOf(c))).id;
    const now = deps.now();
    const [revision] = await deps.db
      .select({ answerDueAt: offerRevisions.answerDueAt })
      .from(offerRevisions)
      .where(
        and(
          eq(offerRevisions.offerId, offerId),
          eq(offerRevisions.candidateId, candidateId),
          eq(offerRevisions.status, 'ASKED'),
        ),
      );
    if (!revision) throw notFound();
    const shiftMs = revision.answerDueAt.getTime() - (now.getTime() - 1000);
    await deps.db
      .update(offerRevisions)
      .set({ answerDueAt: sql`${offerRevisions.answerDueAt} - make_interval(secs => ${shiftMs / 1000})` })
      .where(eq(offerRevisions.offerId, offerId));
    await deps.db
      .update(offers)
      .set({ expiresAt: sql`${offers.expiresAt} - make_interval(secs => ${shiftMs / 1000})` })
      .where(eq(offers.id, offerId));
    await sweepRevisionTimeouts(deps, now, offerId);
    return c.json({ ok: true });
  });

  return app;
}
