/** FAQ entries by variant (SPEC §1 marketing content). */
import { asc, eq } from 'drizzle-orm';
import type { FaqList, FaqVariant } from '../../../src/contract/content';
import type { Database } from '../../db/client';
import { faqs } from '../../db/schema';

export async function listFaqs(db: Database, variant: FaqVariant): Promise<FaqList> {
  const items = await db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(eq(faqs.variant, variant))
    .orderBy(asc(faqs.position), asc(faqs.id));
  return { variant, items };
}
