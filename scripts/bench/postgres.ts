import pg from 'pg';

const BENCH_DB = 'moonlit_bench';

/**
 * A fresh, empty bench database (`name`, moonlit_bench unless given) on the PostgreSQL named by BENCH_DATABASE_URL, TEST_DATABASE_URL
 * or DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres); null when none is set or the
 * server cannot be reached (the PostgreSQL half of the bench is then skipped, and says so).
 */
export async function benchDatabaseUrl(name = BENCH_DB): Promise<string | null> {
  const given = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!given) return null;
  const admin = new pg.Client({ connectionString: given });
  try {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (err) {
    console.error(`PostgreSQL bench skipped: ${err instanceof Error ? err.message : String(err)}`);
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(given);
  url.pathname = `/${name}`;
  return url.toString();
}
