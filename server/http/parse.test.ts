import { Hono } from 'hono';
import { object, optional, type Struct, string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { OfferListQuery } from '../../src/contract/offers';
import { ApiError } from '../errors/api-error';
import { parseQuery } from './parse';

function queryApp<T extends object>(struct: Struct<T, unknown>) {
  const app = new Hono();
  const seen: object[] = [];
  app.get('/', (c) => {
    const query = parseQuery(c, struct);
    seen.push(query);
    return c.json(query);
  });
  app.onError((error, c) => c.json({ status: error instanceof ApiError ? error.status : 500 }, 400));
  return { app, seen };
}

describe('parseQuery', () => {
  it('answers a request without a query the same every time, a fresh object each time', async () => {
    const { app, seen } = queryApp(OfferListQuery);
    for (let request = 0; request < 3; request += 1) expect(await (await app.request('/')).json()).toEqual({});
    expect(seen[0]).not.toBe(seen[1]);
    expect(await (await app.request('/?isSelected=true')).json()).toEqual({ isSelected: true });
  });

  it('refuses a missing required field every time, not only the first', async () => {
    const { app } = queryApp(object({ phone: string(), page: optional(string()) }));
    for (let request = 0; request < 2; request += 1) expect((await app.request('/')).status).toBe(400);
    expect(await (await app.request('/?phone=01012345678')).json()).toEqual({ phone: '01012345678' });
  });
});
