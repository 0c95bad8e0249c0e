-- Issue 14: in-process caches on PostgreSQL as on the embedded engine (platform/db/change-feed.ts).
-- Migration 0014's notices named only the table, so any write (a parent's activity stamp, one
-- family's story) emptied every user's kept values. These name the user too: one notice
-- 'table:userId' per distinct user a statement touched, so only that user's entries go.
--
-- Statement-level triggers with transition tables see every row a statement wrote without a
-- per-row trigger call. A statement touching more than 50 users (a sweep, an admin bulk change)
-- or a TRUNCATE sends the bare table name instead: every entry of that table goes.
-- pg_notify folds identical notices within one transaction, so a family's many writes in one
-- transaction cost one notice per table. On PostgreSQL, notices are delivered after COMMIT.
--
-- The story table is watched now too: the library page and the reader are cached per user.
CREATE OR REPLACE FUNCTION moonlit_notify_user_change() RETURNS trigger AS $$
DECLARE
  user_column text := TG_ARGV[0];
  touched text;
  user_ids text[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('moonlit_change', TG_TABLE_NAME);
    RETURN NULL;
  END IF;
  -- An update may move a row from one user to another: both hear of it.
  touched := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %I::text AS u FROM moonlit_new', user_column)
    WHEN 'DELETE' THEN format('SELECT %I::text AS u FROM moonlit_old', user_column)
    ELSE format('SELECT %1$I::text AS u FROM moonlit_new UNION SELECT %1$I::text FROM moonlit_old', user_column)
  END;
  EXECUTE format('SELECT array_agg(u) FROM (SELECT DISTINCT u FROM (%s) t WHERE u IS NOT NULL LIMIT 51) d', touched)
    INTO user_ids;
  IF user_ids IS NULL THEN
    RETURN NULL; -- the statement changed no row: nothing to tell
  ELSIF cardinality(user_ids) > 50 THEN
    PERFORM pg_notify('moonlit_change', TG_TABLE_NAME);
  ELSE
    PERFORM pg_notify('moonlit_change', TG_TABLE_NAME || ':' || u) FROM unnest(user_ids) AS u;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- A trigger with transition tables takes one event, so each table has four.
DO $$
DECLARE
  watched record;
BEGIN
  FOR watched IN
    SELECT * FROM (VALUES
      ('user', 'id'), ('session', 'user_id'), ('account', 'user_id'), ('subscription', 'user_id'),
      ('child', 'user_id'), ('credit_usage', 'user_id'), ('credit_clock', 'user_id'), ('story', 'user_id')
    ) AS v(tbl, col)
  LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', watched.tbl || '_change_notice', watched.tbl);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS moonlit_new
      FOR EACH STATEMENT EXECUTE FUNCTION moonlit_notify_user_change(%L)',
      watched.tbl || '_insert_notice', watched.tbl, watched.col);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS moonlit_old NEW TABLE AS moonlit_new
      FOR EACH STATEMENT EXECUTE FUNCTION moonlit_notify_user_change(%L)',
      watched.tbl || '_update_notice', watched.tbl, watched.col);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS moonlit_old
      FOR EACH STATEMENT EXECUTE FUNCTION moonlit_notify_user_change(%L)',
      watched.tbl || '_delete_notice', watched.tbl, watched.col);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION moonlit_notify_user_change(%L)',
      watched.tbl || '_truncate_notice', watched.tbl, watched.col);
  END LOOP;
END;
$$;

DROP FUNCTION IF EXISTS moonlit_notify_change();
