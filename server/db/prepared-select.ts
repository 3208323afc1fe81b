/**
 * A select prepared once whose rows skip Drizzle's generic result mapping. For every field of every
 * row Drizzle works out again what kind of field it is, which table it came from and whether its
 * object should be null; for the offer list's 50 cards of 27 fields that took 0.22 ms, more than
 * serialising the whole response (the decoders themselves took 0.04). Here that walk is worked out
 * once per statement. The SQL, the driver, its parsers and each column's decoder stay Drizzle's, and
 * the rows come out as Drizzle's own execute() makes them (prepared-select.test.ts holds it to that).
 */
import { Column, type DriverValueDecoder, is, type Query, SQL } from 'drizzle-orm';
import type { PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** What select() takes: columns and SQL, in objects nested one level at most. */
type Field = Column | SQL | SQL.Aliased;
type Selection = Record<string, Field | Record<string, Field>>;

interface Leaf {
  /** The top-level key, and the key inside its object when nested. */
  key: string;
  innerKey?: string;
  decoder: DriverValueDecoder<unknown, unknown>;
}

/** An SQL value keeps the decoder mapWith() gave it (the identity otherwise); Drizzle types it internal. */
type DecodedSql = SQL & { decoder: DriverValueDecoder<unknown, unknown> };

const isField = (value: unknown): value is Field => is(value, Column) || is(value, SQL) || is(value, SQL.Aliased);

const decoderOf = (field: Field) =>
  is(field, Column) ? field : ((is(field, SQL) ? field : field.sql) as DecodedSql).decoder;

/** The fields in the order Drizzle writes them into the statement: depth first, in key order. */
function leavesOf(selection: Selection): Leaf[] {
  return Object.entries(selection).flatMap(([key, field]): Leaf[] =>
    isField(field)
      ? [{ key, decoder: decoderOf(field) }]
      : Object.entries(field).map(([innerKey, inner]) => ({ key, innerKey, decoder: decoderOf(inner) })),
  );
}

interface NestedObject {
  key: string;
  size: number;
  /**
   * Drizzle nulls a nested object of columns when all of them are null: a left join that found
   * nothing. Objects of SQL values are kept, as Drizzle keeps them.
   */
  nullable: boolean;
}

function nestedObjectsOf(selection: Selection): NestedObject[] {
  return Object.entries(selection).flatMap(([key, field]) => {
    if (isField(field)) return [];
    const fields = Object.values(field);
    return [{ key, size: fields.length, nullable: fields.every((inner) => is(inner, Column)) }];
  });
}

function compileRowMapper(selection: Selection) {
  const leaves = leavesOf(selection);
  const objects = nestedObjectsOf(selection);
  return (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    // Per nested object: how many of its fields were null.
    const nulls: Record<string, number> = {};
    for (const { key } of objects) {
      result[key] = {};
      nulls[key] = 0;
    }
    for (let index = 0; index < leaves.length; index += 1) {
      const { key, innerKey, decoder } = leaves[index];
      const raw = row[index];
      const value = raw === null ? null : decoder.mapFromDriverValue(raw);
      if (innerKey === undefined) {
        result[key] = value;
      } else {
        (result[key] as Record<string, unknown>)[innerKey] = value;
        if (value === null) nulls[key] += 1;
      }
    }
    for (const { key, size, nullable } of objects) {
      if (nullable && nulls[key] === size) result[key] = null;
    }
    return result;
  };
}

interface SelectBuilder<TRows> {
  toSQL(): Query;
  execute(): Promise<TRows>;
  readonly _: { readonly selectedFields: unknown };
}

/** `builder.prepare(name)`, with the rows mapped as above. Placeholders are filled at execute(). */
export function prepareSelect<TRows extends unknown[]>(db: Database, name: string, builder: SelectBuilder<TRows>) {
  const mapRow = compileRowMapper(builder._.selectedFields as Selection);
  return db._.session.prepareQuery<PreparedQueryConfig & { execute: TRows }>(
    builder.toSQL(),
    undefined,
    name,
    true,
    (rows) => rows.map(mapRow) as TRows,
  );
}
