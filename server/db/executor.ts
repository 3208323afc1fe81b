/**
 * What a query runs on: the database or a transaction of it. Here, beside the client, so the domain,
 * the HTTP layer (idempotency) and the job queue share it without importing one another.
 */
import type { Database } from './client';

export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs `work` in a transaction: its own, or the caller's when `db` already is one (a write under
 * an Idempotency-Key runs inside the transaction that stores the key).
 */
export function atomically<T>(db: Executor, work: (tx: Executor) => Promise<T>): Promise<T> {
  return 'rollback' in db ? work(db) : db.transaction(work);
}
