/** FAQ entries by variant and the landing's rolling strip (SPEC §1 marketing content). */
import { asc, eq } from 'drizzle-orm';
import type { FaqList, FaqVariant, RollingList } from '../../../src/contract/content';
import type { Database } from '../../db/client';
import { faqs, rollingItems } from '../../db/schema';

export async function listFaqs(db: Database, variant: FaqVariant): Promise<FaqList> {
  const items = await db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(eq(faqs.variant, variant))
    .orderBy(asc(faqs.position), asc(faqs.id));
  return { variant, items };
}

export async function listRollingItems(db: Database): Promise<RollingList> {
  const items = await db
    .select({ name: rollingItems.name, title: rollingItems.title })
    .from(rollingItems)
    .orderBy(asc(rollingItems.id));
  return { items };
}
