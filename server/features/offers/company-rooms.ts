/**
 * A COMPANY room opens when the candidate accepts a company's offer as a coffee chat, inside the
 * transaction that creates the coffee chat. One per candidate and company (the partial unique
 * index message_rooms_company_once): a later coffee chat with the same company keeps the room.
 */

import type { Executor } from '../../db/executor';
import { messageRooms } from '../../db/schema-messages';

const COFFEECHAT_TOPIC = '커피챗 조율';

export async function openCompanyRooms(tx: Executor, candidateId: string, companyIds: readonly number[], now: Date) {
  if (companyIds.length === 0) return;
  await tx
    .insert(messageRooms)
    .values(
      [...new Set(companyIds)].map((companyId) => ({
        candidateId,
        kind: 'COMPANY' as const,
        companyId,
        topic: COFFEECHAT_TOPIC,
        lastMessageAt: now,
        createdAt: now,
      })),
    )
    // The only unique index a new row can meet is the one-room-per-company one.
    .onConflictDoNothing();
}
