/**
 * Reads by key that arrive in the same turn of the event loop, sent as one statement.
 *
 * Under load a replica parses many requests in one turn, and each asked PostgreSQL the same kind
 * of one-row question. Every statement costs a round trip and its own parse and plan (unnamed behind
 * a pooler), and on loopback the send alone cost more CPU than writing the HTTP answer. Batched, a
 * turn's requests share one `= any($1)` statement.
 *
 * Each batch is sent after its last caller asked, never joined once sent: an answer always comes
 * from a statement that started after its request arrived, so a write that finished before the
 * request (on any replica) is seen, exactly as with a statement per request. A failed statement
 * fails all its callers: a caller leaves out the keys it cannot take (an id of the wrong shape).
 */

/** Rows of a batch by key; a key without a row has none (deleted, unknown). */
export type ReadMany<Key, Row> = (keys: Key[]) => Promise<Map<Key, Row>>;

/** One batch's keys with everyone waiting for them. */
interface Batch<Key, Row> {
  waiting: Map<Key, Array<{ resolve: (row: Row | undefined) => void; reject: (error: unknown) => void }>>;
}

/** Enough for any turn at thousands of requests a second; a larger one is cut into statements of this many keys. */
const KEYS_PER_STATEMENT = 500;

/** A read of one key that joins the other reads of this turn. */
export function batchedRead<Key, Row>(readMany: ReadMany<Key, Row>): (key: Key) => Promise<Row | undefined> {
  let open: Batch<Key, Row> | undefined;

  const send = async ({ waiting }: Batch<Key, Row>) => {
    const keys = [...waiting.keys()];
    for (let first = 0; first < keys.length; first += KEYS_PER_STATEMENT) {
      const slice = keys.slice(first, first + KEYS_PER_STATEMENT);
      try {
        const rows = await readMany(slice);
        for (const key of slice) for (const caller of waiting.get(key) ?? []) caller.resolve(rows.get(key));
      } catch (error) {
        for (const key of slice) for (const caller of waiting.get(key) ?? []) caller.reject(error);
      }
    }
  };

  return (key) =>
    new Promise<Row | undefined>((resolve, reject) => {
      if (!open) {
        const batch: Batch<Key, Row> = { waiting: new Map() };
        open = batch;
        // After the poll phase: every request parsed in this turn has asked by then.
        setImmediate(() => {
          open = undefined;
          void send(batch);
        });
      }
      const callers = open.waiting.get(key);
      if (callers) callers.push({ resolve, reject });
      else open.waiting.set(key, [{ resolve, reject }]);
    });
}
