/**
 * The hashed assets of the last releases, shared by every replica (server/db/release-assets.ts): a
 * page of release N asks the replicas of N+1 for its lazy chunks during a rolling deploy, and finds
 * them here when their own dist/ no longer has them.
 */
import { customType, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** A release: the set of hashed asset names a build made; the last few started keep their assets. */
export const assetReleases = pgTable(
  'asset_releases',
  {
    /** A hash of the release's asset names (they are hashes of their contents). */
    release: text('release').primaryKey(),
    /** When a replica of this release last started: a release deployed again is recent again. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('asset_releases_started').on(table.startedAt)],
);

/** One file under assets/ of a release, a precompressed copy (`.br`, `.gz`) being a file of its own. */
export const releaseAssets = pgTable(
  'release_assets',
  {
    /** Relative to the static root, e.g. `assets/offers-page-3f9a1c.js.br`. */
    path: text('path').notNull(),
    release: text('release')
      .notNull()
      .references(() => assetReleases.release, { onDelete: 'cascade' }),
    /** The type of the file itself, not of its compressed copy. */
    contentType: text('content_type').notNull(),
    body: bytea('body').notNull(),
  },
  (table) => [primaryKey({ columns: [table.path, table.release] }), index('release_assets_release').on(table.release)],
);
