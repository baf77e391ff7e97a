/**
 * The PostgreSQL store's connections (docs/deployment.md "Health, readiness and shutdown"): every wait is
 * bounded, so a database that is down or cut off makes a request fail within seconds instead of
 * hanging, and such a failure comes out as UnavailableError('store'), which every route answers
 * with 503 and Retry-After. Real SQL errors (a constraint, a syntax error) pass through as they
 * are: the reference-clash retry depends on them. A connection that failed is thrown away, so
 * the pool opens fresh ones once the database is back, with no restart.
 */
import pg from 'pg';
import { UnavailableError } from '../unavailable.ts';
import { isConnectionFailure } from './connection-failure.ts';

export { isConnectionFailure };

export type PoolOptions = {
  connectionString: string;
  /** Sets search_path on every connection. */
  schema?: string;
  max?: number;
};

/**
 * Opening a connection, or waiting for a free one: a database that refuses answers at once,
 * one that does not answer (a cut network) gives up after this long.
 */
export const connectTimeoutMs = 3_000;
/**
 * A query that gets no answer (a connection cut without a word) gives up after this long; every
 * query of this app takes milliseconds. A connect and one query stay well within 10 s.
 */
export const queryTimeoutMs = 4_000;
/** Migrations may rewrite big tables and wait for another process's migration lock. */
export const migrationQueryTimeoutMs = 10 * 60_000;

/** The error a caller should see: an UnavailableError for a lost database, else itself. */
export function asStoreError(error: unknown): unknown {
  if (error instanceof UnavailableError || !isConnectionFailure(error)) return error;
  return new UnavailableError('store', error);
}

/** A statement with its own time limit (pg reads `query_timeout` per query; its types omit it). */
export function withTimeout(text: string, values: unknown[], timeoutMs: number): pg.QueryConfig {
  return { text, values, query_timeout: timeoutMs } as pg.QueryConfig;
}

export type Queryable = Pick<pg.Pool, 'query'>;

export type PostgresPool = {
  /** One statement on any free connection. */
  query: Queryable['query'];
  /**
   * Runs `work` in a transaction on one connection, which is thrown away if it failed. `begin`
   * opens it (a backup's snapshot: REPEATABLE READ READ ONLY).
   */
  transaction<T>(work: (client: pg.PoolClient) => Promise<T>, begin?: string): Promise<T>;
  end(): Promise<void>;
};

export function openPool(options: PoolOptions): PostgresPool {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: connectTimeoutMs,
    query_timeout: queryTimeoutMs,
    // A transaction left open by a connection that vanished must not hold its locks for long.
    idle_in_transaction_session_timeout: 60_000,
    // Lets the system notice a peer that vanished while the connection sat idle.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // Every connection of the pool sees only this schema's tables.
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
  });
  // An idle connection dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', () => {});

  const query = (async (...args: Parameters<pg.Pool['query']>) => {
    try {
      // pool.query releases a connection that failed as broken.
      return (await Reflect.apply(pool.query, pool, args)) as unknown;
    } catch (error) {
      throw asStoreError(error);
    }
  }) as Queryable['query'];

  async function transaction<T>(work: (client: pg.PoolClient) => Promise<T>, begin = 'BEGIN'): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw asStoreError(error);
    }
    let broken: Error | undefined;
    // A connection lost between two statements is reported as an event; without a listener it
    // would be an uncaught error that ends the process.
    const onError = (error: Error) => (broken ??= error);
    client.on('error', onError);
    try {
      await client.query(begin);
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      if (isConnectionFailure(error)) broken ??= error as Error;
      // A lost connection cannot roll back (the server does it when the connection ends), and
      // trying would only wait for the query timeout again.
      else await client.query('ROLLBACK').catch((rollbackError: Error) => (broken ??= rollbackError));
      throw asStoreError(error);
    } finally {
      client.off('error', onError);
      client.release(broken ?? false);
    }
  }

  return { query, transaction, end: () => pool.end() };
}
