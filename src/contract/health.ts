import { boolean, enums, object, string } from 'superstruct';

export const Health = object({
  ok: boolean(),
  database: enums(['pglite', 'postgres']),
  sandbox: boolean(),
  version: string(),
});
