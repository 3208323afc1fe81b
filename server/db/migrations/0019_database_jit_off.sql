-- Custom SQL migration file, put your code below! --
-- No JIT compilation in this database: the API's statements read a page and stop (LIMIT), but the
-- planner prices some at their worst case, over jit_above_cost, and compiling one took 40–230 ms of
-- a request that runs in 2 ms (the console's filtered candidate search at 100,000 candidates). It
-- was a connection-time `-c jit=off`, which PgBouncer refuses ("unsupported startup parameter"); a
-- database default reaches every session opened after it, through any pooler.
-- ALTER DATABASE needs the database's owner. Any other role sets its own default in this database
-- instead, and should even that be refused, JIT stays on with a warning: never a failed migration.
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET jit = off', current_database());
EXCEPTION WHEN insufficient_privilege THEN
  BEGIN
    EXECUTE format('ALTER ROLE CURRENT_USER IN DATABASE %I SET jit = off', current_database());
  EXCEPTION WHEN insufficient_privilege THEN
    RAISE WARNING 'jit stays on: the database owner may run ALTER DATABASE % SET jit = off', current_database();
  END;
END $$;
