import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { object } from 'superstruct';
import { apiPaths } from '../../src/contract/paths';
import { PhoneDigits } from '../../src/contract/validators';
import type { AppDeps, AppEnv } from '../app-deps';
import { sandboxInbox } from '../db/schema';
import { parseQuery } from '../http/parse';

const InboxQuery = object({ phone: PhoneDigits });

/** Mounted only in sandbox mode: outside it the whole tree is 404. */
export function sandboxRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.get(apiPaths.sandboxInbox, async (c) => {
    const { phone } = parseQuery(c, InboxQuery);
    const rows = await deps.db
      .select({ kind: sandboxInbox.kind, body: sandboxInbox.body, createdAt: sandboxInbox.createdAt })
      .from(sandboxInbox)
      .where(eq(sandboxInbox.phone, phone))
      .orderBy(desc(sandboxInbox.id))
      .limit(50);
    c.header('Cache-Control', 'no-store');
    return c.json({ items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) });
  });

  return app;
}
