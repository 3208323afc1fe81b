import type { Context } from 'hono';

/**
 * Sets a header on the response the handler made, in place. Hono's c.header() on a finished
 * response rebuilds the response around its body first, in case its headers are immutable; on
 * @hono/node-server that turns a string body into a stream, and for the 35 KB offer list this cost
 * more CPU than reading it from the database (scripts/bench/api-load.ts). Our responses all come
 * from c.json/c.body/c.text, whose headers are the request's own, so setting them in place is
 * safe; headers that are immutable (a fetch() result, Response.redirect()) still go through c.header().
 */
export function setResponseHeader(c: Context, name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

export function deleteResponseHeader(c: Context, name: string) {
  try {
    c.res.headers.delete(name);
  } catch {
    c.header(name, undefined);
  }
}
