-- Admin Users tab: search by any part of a name or an e-mail (issue 12). A trigram index lets
-- PostgreSQL answer '%text%' without reading every user. PGlite has no pg_trgm unless loaded, so
-- there (a single-machine install) the search reads the table, which is fast at its sizes.
-- The expression must stay the same as the search's in features/admin/user-queries.ts.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXECUTE 'CREATE INDEX IF NOT EXISTS "user_search_trgm_idx" ON "user" USING gin ((lower("name") || chr(10) || lower("email")) gin_trgm_ops)';
EXCEPTION WHEN others THEN
  RAISE NOTICE 'pg_trgm is not available (%): the admin user search scans the table', SQLERRM;
END $$;
