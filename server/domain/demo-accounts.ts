/**
 * Sandbox mode seeds people and accounts whose password the README publishes (DESIGN.md §4). A
 * database a sandbox server once used may later be served with the sandbox off — a demo promoted to
 * production — and then those accounts would open the operator's console to anyone. So a server
 * outside sandbox mode disables them as it starts, every time: the console accounts get a password
 * hash no password matches (as `!` in /etc/shadow) and lose their sessions, the demo partner is
 * disabled, and the demo candidate and the income event's peers are deleted as accounts are (their
 * phone numbers are real numbers of strangers once SMS is real).
 */
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { DISABLED_PASSWORD_HASH } from '../auth/passwords';
import { bizAccounts, candidates } from '../db/schema';
import { partners } from '../db/schema-partners';
import { demoBizAccounts, demoCandidate } from '../db/seed';
import { seedPeers } from '../db/seed-content/peers';
import { demoPartner } from '../db/seed-demo-event';
import { deleteAccount } from './account';

export interface DisabledDemoAccounts {
  consoleAccounts: number;
  partners: number;
  candidates: number;
}

type Deps = Pick<AppDeps, 'db' | 'refreshTokens' | 'now' | 'fileStorage' | 'logger'>;

export async function disableDemoAccounts(deps: Deps): Promise<DisabledDemoAccounts> {
  const { db } = deps;
  const consoleAccounts = await db
    .update(bizAccounts)
    .set({ passwordHash: DISABLED_PASSWORD_HASH })
    .where(
      and(
        inArray(
          bizAccounts.email,
          demoBizAccounts.map((account) => account.email),
        ),
        ne(bizAccounts.passwordHash, DISABLED_PASSWORD_HASH),
      ),
    )
    .returning({ id: bizAccounts.id });
  for (const { id } of consoleAccounts) await deps.refreshTokens.revokeSubject(id);

  const disabledPartners = await db
    .update(partners)
    .set({ disabledAt: deps.now() })
    .where(and(eq(partners.email, demoPartner.email), isNull(partners.disabledAt)))
    .returning({ id: partners.id });
  for (const { id } of disabledPartners) await deps.refreshTokens.revokeSubject(id);

  const demoPhones = [demoCandidate.phone, ...seedPeers.map((peer) => peer.phone)];
  const demoPeople = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(inArray(candidates.phone, demoPhones), isNull(candidates.deletedAt)));
  for (const { id } of demoPeople) await deleteAccount(deps, id, '샌드박스 밖에서 시작되어 데모 계정을 삭제했습니다.');

  return {
    consoleAccounts: consoleAccounts.length,
    partners: disabledPartners.length,
    candidates: demoPeople.length,
  };
}
