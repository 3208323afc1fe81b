/**
 * Recruitment fairness (DESIGN.md §6): no profile field for appearance, origin, marital status,
 * assets or family — neither a column in any table nor a key in any request or answer of the
 * candidate's contract, so nothing can ask for them, store them or show them to a company.
 */
import { sql } from 'drizzle-orm';
import type { Struct } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as bizContract from '../../src/contract/biz';
import * as profileContract from '../../src/contract/profile';
import * as signupContract from '../../src/contract/signup';
import { createTestApp, drivers, type TestApp } from './test-app';

/** Words (whole parts of a snake_case or camelCase name) for what the law keeps out of hiring. */
const FORBIDDEN = [
  'photo',
  'picture',
  'face',
  'appearance',
  'height',
  'weight',
  'blood',
  'hometown',
  'birthplace',
  'origin',
  'nationality',
  'ethnicity',
  'religion',
  'marital',
  'married',
  'marriage',
  'spouse',
  'children',
  'child',
  'family',
  'parents',
  'parent',
  'siblings',
  'assets',
  'asset',
  'wealth',
  'property',
  'house',
  'car',
];

/** Names that hold a forbidden word in another sense, with why. */
const ALLOWED = new Set([
  // The refresh-token family of one sign-in (server/auth/refresh-tokens.ts).
  'refresh_tokens.family_expires_at',
  'refresh_tokens.family_id',
  // The app path an inquiry was sent from (/ask?from=), not where a person comes from.
  'message_rooms.origin_path',
  'guest_inquiries.origin_path',
  'originPath',
  // The built app's files kept for pages of the last releases (server/db/release-assets.ts), not anyone's wealth.
  'asset_releases.release',
  'asset_releases.started_at',
  'release_assets.path',
  'release_assets.release',
  'release_assets.content_type',
  'release_assets.body',
]);

const partsOf = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[_.]/);
const isForbidden = (name: string) => !ALLOWED.has(name) && partsOf(name).some((part) => FORBIDDEN.includes(part));

/** Every key of every object struct inside `struct` (arrays, optionals and nested objects included). */
function keysOf(struct: Struct<unknown, unknown>, seen = new Set<unknown>()): string[] {
  if (seen.has(struct)) return [];
  seen.add(struct);
  const schema = struct.schema as unknown;
  if (struct.type === 'object' && schema && typeof schema === 'object') {
    return Object.entries(schema as Record<string, Struct<unknown, unknown>>).flatMap(([key, inner]) => [
      key,
      ...keysOf(inner, seen),
    ]);
  }
  if (schema && typeof schema === 'object' && 'type' in (schema as object) && 'schema' in (schema as object)) {
    return keysOf(schema as Struct<unknown, unknown>, seen);
  }
  return [];
}

const isStruct = (value: unknown): value is Struct<unknown, unknown> =>
  typeof value === 'object' && value !== null && 'type' in value && 'schema' in value && 'validator' in value;

describe('the candidate contract', () => {
  it('has no key for appearance, origin, marital status, assets or family in any request or answer', () => {
    const structs = [profileContract, signupContract, bizContract].flatMap((module) =>
      Object.values(module).filter(isStruct),
    );
    expect(structs.length).toBeGreaterThan(20);
    const keys = [...new Set(structs.flatMap((struct) => keysOf(struct)))];
    expect(keys).toContain('hashtags');
    expect(keys.filter(isForbidden)).toEqual([]);
  });
});

describe.each(drivers)('the database on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app?.close());

  it('has no column for appearance, origin, marital status, assets or family', async () => {
    const columns = await app.deps.db.execute<{ name: string }>(
      sql`select table_name || '.' || column_name as name from information_schema.columns
          where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    const names = columns.rows.map((row) => row.name);
    expect(names).toContain('candidates.phone');
    expect(names.filter(isForbidden)).toEqual([]);
  });
});
