/**
 * The yardstick of the API figures: a bare Hono app on @hono/node-server, in a process of its own
 * like the real server, answering the same JSON the real endpoints answered, from memory. No
 * middleware, no session, no database: what is left is Node, HTTP and JSON, so the real endpoint's
 * share of it is what our code costs. Run by api-load.ts: `BARE_PORT=… BARE_RESPONSES=file.json tsx bare-server.ts`.
 */
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const port = Number(process.env.BARE_PORT);
const responses = JSON.parse(readFileSync(process.env.BARE_RESPONSES ?? '', 'utf8')) as {
  offers: unknown;
  message: unknown;
};

const app = new Hono();
app.get('/api/health', (c) => c.json({ ok: true }));
// Serialised per request, as any endpoint must.
app.get('/api/v3/users/offers', (c) => c.json(responses.offers as object));
app.post('/api/users/message', async (c) => {
  // Reads the body as the real endpoint must before it answers.
  await c.req.json();
  return c.json(responses.message as object, 201);
});

serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
