import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The channel migration 0015's triggers notify on. */
export const CHANGE_CHANNEL = 'moonlit_change';

/** The listening connection's name in pg_stat_activity (operators and tests find it by it). */
export const CHANGE_FEED_APPLICATION = 'moonlit-change-feed';

/** One write statement's notice: a table and the user whose rows it wrote (null: any user's). */
export interface ChangeNotice {
  table: string;
  userId: string | null;
}

/**
 * What in-process caches hear about writes to the watched tables (migration 0015), whoever made
 * them: a service, better-auth, a job, raw SQL, another server on the same PostgreSQL.
 */
export interface ChangeFeed {
  /**
   * `listener` hears every notice; null means "forget everything" (the listener was lost or has
   * just come back, so notices may have been missed). Calls are synchronous, in arrival order.
   */
  subscribe(listener: (notice: ChangeNotice | null) => void): void;
  /**
   * Resolves true once every write committed before this call has been heard (its notice given
   * to the listeners), so a kept value may be served; false while not listening (load, keep
   * nothing).
   */
  fence(): Promise<boolean>;
  /** Whether notices are being heard now (a value loaded now may be kept). */
  listening(): boolean;
  close(): Promise<void>;
}

/** 'table:userId', or a bare table name for a statement that touched many users or a TRUNCATE. */
export function parseNotice(payload: string): ChangeNotice {
  const colon = payload.indexOf(':');
  return colon < 0
    ? { table: payload, userId: null }
    : { table: payload.slice(0, colon), userId: payload.slice(colon + 1) };
}

function listeners() {
  const all: ((notice: ChangeNotice | null) => void)[] = [];
  return {
    add: (listener: (notice: ChangeNotice | null) => void) => void all.push(listener),
    emit: (notice: ChangeNotice | null) => {
      for (const listener of all) listener(notice);
    },
  };
}

/**
 * The embedded engine: one process owns the data, and PGlite delivers a notice before the
 * writer's promise settles, so a value is never older than the last write and no fence is needed.
 */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const heard = listeners();
  let listening = false;
  const unlisten = await client.listen(CHANGE_CHANNEL, (payload) => heard.emit(parseNotice(payload)));
  listening = true;
  const yes = Promise.resolve(true);
  const no = Promise.resolve(false);
  return {
    subscribe: heard.add,
    fence: () => (listening ? yes : no),
    listening: () => listening,
    close: async () => {
      if (!listening) return;
      listening = false;
      heard.emit(null);
      await unlisten().catch(() => undefined);
    },
  };
}

export interface PostgresFeedOptions {
  /** How long connecting, or a fence's round trip, may take before the listener counts as lost. */
  timeoutMs: number;
  /** Reconnection backoff: first delay, doubled per failure up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * PostgreSQL: a dedicated connection (not from the pool) LISTENs on the channel, and reconnects
 * with backoff when it drops. Nothing may be kept while it is not listening; every listener is
 * told to forget everything when it is lost and again when it is back (notices sent meanwhile
 * were missed).
 *
 * Notices arrive asynchronously, after the writer's COMMIT: a request that comes right after a
 * write (on this server, or on another against the same database) could still find the old value
 * kept. Hence the fence. Before serving a kept value, a request awaits a `SELECT 1` on the
 * listening connection that was SENT AFTER the request asked. When a transaction with NOTIFY
 * commits, the writing backend queues its notices and signals every listening backend before its
 * own client hears that the COMMIT is done; a listening backend delivers the notices it has been
 * signalled for before its next ReadyForQuery. So once our SELECT 1 (sent after the writer's
 * COMMIT returned) completes, the notices of that write have already come in on this connection,
 * and node-postgres emits them, in order, before it settles the query: the listeners have
 * dropped the stale entries before the request looks at the cache.
 *
 * Fences are coalesced: while one is in flight, every request that asks shares the next one (one
 * cheap round trip per batch of concurrent requests, instead of a pooled query each).
 */
export function postgresChangeFeed(
  url: string,
  options: PostgresFeedOptions,
): ChangeFeed & { started: Promise<void> } {
  const heard = listeners();
  const retryMs = options.retryMs ?? 100;
  const maxRetryMs = options.maxRetryMs ?? 5_000;
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let connecting: Promise<void> | undefined;
  let inFlight: Promise<boolean> | null = null;
  let queued: Promise<boolean> | null = null;

  function lost(conn: pg.Client) {
    if (client !== conn) return;
    client = null;
    listening = false;
    heard.emit(null);
    conn.end().catch(() => undefined);
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    const delay = Math.min(maxRetryMs, retryMs * 2 ** failures);
    failures++;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
  }

  function connect(): Promise<void> {
    const attempt = (async () => {
      if (closed) return;
      const conn = new pg.Client({
        connectionString: url,
        application_name: CHANGE_FEED_APPLICATION,
        keepAlive: true,
        connectionTimeoutMillis: options.timeoutMs,
      });
      // A connection that dies (pg_terminate_backend, restart, network) must not crash the process.
      conn.on('error', () => lost(conn));
      conn.on('end', () => lost(conn));
      conn.on('notification', (message) => {
        if (client === conn && message.channel === CHANGE_CHANNEL)
          heard.emit(parseNotice(message.payload ?? ''));
      });
      try {
        await conn.connect();
        await conn.query(`LISTEN ${CHANGE_CHANNEL}`);
      } catch {
        conn.end().catch(() => undefined);
        scheduleReconnect();
        return;
      }
      if (closed) {
        await conn.end().catch(() => undefined);
        return;
      }
      client = conn;
      listening = true;
      failures = 0;
      // Whatever was loaded before the LISTEN took effect may have missed a notice.
      heard.emit(null);
    })();
    connecting = attempt;
    void attempt.finally(() => {
      if (connecting === attempt) connecting = undefined;
    });
    return attempt;
  }

  function roundTrip(): Promise<boolean> {
    const conn = client;
    if (!conn || !listening) return Promise.resolve(false);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => {
        // A connection that stopped answering is as good as lost: reconnect, keep nothing.
        lost(conn);
        resolve(false);
      }, options.timeoutMs);
    });
    const answered = conn.query('SELECT 1').then(
      () => client === conn && listening,
      () => false,
    );
    const trip: Promise<boolean> = Promise.race([answered, timedOut]).finally(() => {
      clearTimeout(timer);
      if (inFlight === trip) inFlight = null;
    });
    return trip;
  }

  function coalescedFence(): Promise<boolean> {
    if (!listening) return Promise.resolve(false);
    if (!inFlight) return (inFlight = roundTrip());
    // One is in flight but may have been sent before this call: share the next one.
    // (Any trip started after this one ended was also sent after this call: it will do.)
    return (queued ??= inFlight.then(() => {
      queued = null;
      return (inFlight ??= roundTrip());
    }));
  }

  const started = connect();
  return {
    started,
    subscribe: heard.add,
    listening: () => listening,
    fence() {
      // Each kept read asks for its own (a request's second read usually shares the trip its
      // first one queued for others). Sharing one per request took an AsyncLocalStorage, and on
      // Node 20 that turns on promise hooks, about 6 us on every request (decision 018).
      return coalescedFence();
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      await connecting;
      const conn = client;
      client = null;
      listening = false;
      if (conn) await conn.end().catch(() => undefined);
    },
  };
}
