/** One-field edits of the candidate's profile (hashtags, tech stacks, e-mail, willingness, major). */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { candidates } from '../../db/schema';
import { unauthorized } from '../../errors/api-error';

type CandidateFields = Partial<
  Pick<typeof candidates.$inferInsert, 'hashtags' | 'techStacks' | 'email' | 'willingness' | 'isMajor'>
>;

/** One-field edits of a live candidate; 401 when the account is gone. */
export async function updateCandidateFields(db: Database, candidateId: string, values: CandidateFields) {
  const updated = await db
    .update(candidates)
    .set(values)
    .where(and(eq(candidates.id, candidateId), isNull(candidates.deletedAt)))
    .returning({ id: candidates.id });
  if (updated.length === 0) throw unauthorized();
}
