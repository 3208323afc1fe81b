/**
 * The database schema, one file per area (schema-*.ts, which drizzle.config.ts reads for
 * migrations): this module only gathers them for the query builder and for imports that need
 * tables of several areas.
 */
export * from './schema-accounts';
export * from './schema-catalog';
export * from './schema-content';
export * from './schema-guest-inquiries';
export * from './schema-income';
export * from './schema-meetings';
export * from './schema-messages';
export * from './schema-offers';
export * from './schema-partners';
export * from './schema-profile';
export * from './schema-push';
export * from './schema-releases';
export * from './schema-signups';
export * from './schema-system';
