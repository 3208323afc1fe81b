/**
 * The writes the traffic made, checked against the database itself (read directly, not through
 * PgBouncer or a replica):
 * - a message is found by its text (unique per write): 0 rows after a 2xx answer is a lost write,
 *   more than 1 row a duplicated one (one Idempotency-Key, two messages);
 * - a profile edit overwrites, so it is found by its Idempotency-Key's row, which the server
 *   inserts in the same transaction as the edit (server/domain/idempotency-keys.ts): no row with
 *   a 2xx status after a 2xx answer is a lost write. And each candidate's hashtags at the end must
 *   be those of their last acknowledged edit or of an edit sent after it (or sent again later).
 */
import pg from 'pg';
import type { TrackedWrite } from './traffic';

export interface AuditedWrite extends TrackedWrite {
  /** 2xx at the first attempt or when sent again. */
  acknowledged: boolean;
  /** Messages with its text; for a profile edit 1 when its key's row holds a 2xx answer, else 0. */
  rows: number;
  /** The same, before the writes that had failed were sent again. */
  rowsBeforeResend: number;
}

export interface WriteAudit {
  writes: AuditedWrite[];
  /** Candidates whose hashtags at the end are no edit's that could have been the last. */
  profileMismatches: string[];
}

async function countMessages(client: pg.Client, marks: string[]): Promise<Map<string, number>> {
  const { rows } = await client.query<{ body: string; count: number }>(
    'select body, count(*)::int as count from messages where body = any($1::text[]) group by body',
    [marks],
  );
  return new Map(rows.map((row) => [row.body, row.count]));
}

async function storedKeys(client: pg.Client, keys: string[]): Promise<Set<string>> {
  const { rows } = await client.query<{ key: string }>(
    'select key from idempotency_keys where key = any($1::text[]) and status between 200 and 299',
    [keys],
  );
  return new Set(rows.map((row) => row.key));
}

async function hashtagsOf(client: pg.Client, candidateIds: string[]): Promise<Map<string, string[]>> {
  const { rows } = await client.query<{ id: string; hashtags: string[] }>(
    'select id::text as id, hashtags from candidates where id = any($1::uuid[])',
    [candidateIds],
  );
  return new Map(rows.map((row) => [row.id, row.hashtags]));
}

/** Candidates whose final hashtag is no edit's sent at or after their last acknowledged one, nor sent again. */
function profileMismatches(edits: AuditedWrite[], finalHashtags: Map<string, string[]>): string[] {
  const byCandidate = new Map<string, AuditedWrite[]>();
  for (const edit of edits) byCandidate.set(edit.candidateId, [...(byCandidate.get(edit.candidateId) ?? []), edit]);
  const mismatched: string[] = [];
  for (const [candidateId, candidateEdits] of byCandidate) {
    const lastAcknowledged = candidateEdits.filter((edit) => edit.outcome === 'ok').at(-1);
    const possible = new Set(
      candidateEdits
        .filter((edit) => !lastAcknowledged || edit.sentAt >= lastAcknowledged.sentAt || edit.resentOutcome)
        .map((edit) => edit.mark),
    );
    const final = finalHashtags.get(candidateId) ?? [];
    const anyAcknowledged = candidateEdits.some((edit) => edit.acknowledged);
    if (anyAcknowledged && !final.some((tag) => possible.has(tag))) mismatched.push(candidateId);
  }
  return mismatched;
}

/** How many rows each write (by key) has in the database now. */
export async function rowsByKey(databaseUrl: string, writes: TrackedWrite[]): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const messages = writes.filter((write) => write.kind === 'message');
    const edits = writes.filter((write) => write.kind === 'profile');
    const messageRows = await countMessages(
      client,
      messages.map((write) => write.mark),
    );
    const editKeys = await storedKeys(
      client,
      edits.map((write) => write.key),
    );
    return new Map(
      writes.map((write) => [
        write.key,
        write.kind === 'message' ? (messageRows.get(write.mark) ?? 0) : editKeys.has(write.key) ? 1 : 0,
      ]),
    );
  } finally {
    await client.end();
  }
}

/** Every write looked up; `before` is rowsByKey's answer from before the failed writes were sent again. */
export async function auditWrites(
  databaseUrl: string,
  writes: TrackedWrite[],
  before: Map<string, number>,
): Promise<WriteAudit> {
  const rows = await rowsByKey(databaseUrl, writes);
  const audited = writes.map((write) => ({
    ...write,
    acknowledged: write.outcome === 'ok' || write.resentOutcome === 'ok',
    rows: rows.get(write.key) ?? 0,
    rowsBeforeResend: before.get(write.key) ?? 0,
  }));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const edits = audited.filter((write) => write.kind === 'profile');
    const finalHashtags = await hashtagsOf(client, [...new Set(edits.map((write) => write.candidateId))]);
    return { writes: audited, profileMismatches: profileMismatches(edits, finalHashtags) };
  } finally {
    await client.end();
  }
}
