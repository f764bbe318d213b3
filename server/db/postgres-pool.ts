// A pg.Pool that outlives the connections PostgreSQL closes: a restart, a fail-over, pg_terminate_backend.
import pg from "pg";

/** How long opening a connection may take before it counts as failed. */
export const CONNECT_TIMEOUT_MS = 5000;

export interface PostgresPoolOptions {
  connectionString: string;
  max: number;
  /** Shown in pg_stat_activity, so an operator can tell the instance's kinds of connection apart. */
  applicationName: string;
  onConnectionLost?: (error: unknown) => void;
}

export function createPostgresPool({ connectionString, max, applicationName, onConnectionLost }: PostgresPoolOptions): pg.Pool {
  // A fail-over can leave the old address silent rather than refusing: a connect attempt gives up after a while,
  // and keepalive finds a connection whose server vanished, so /readyz answers and reconnects go on.
  const pool = new pg.Pool({
    connectionString,
    max,
    application_name: applicationName,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // A client whose connection dies emits "error", and while it is checked out (between two queries of a
  // transaction, say) the pool does not listen: an unheard "error" event ends the process. The pool drops
  // the broken client on release and opens a new connection for the next query.
  pool.on("connect", (client) => client.on("error", (error) => onConnectionLost?.(error)));
  // For an idle client the pool repeats that same error, already reported by the listener above.
  pool.on("error", () => {});
  return pool;
}
