/**
 * Keeps the price tables this process prices with at their live versions (docs/architecture.md
 * "Price table versions"), as live-forms.ts keeps the forms: at start each table of
 * catalog/prices/ is recorded (its version 1, or a newer default), then whatever version is
 * highest in the store is what the intake's estimates price with, what GET /api/prices/:tableId
 * gives the forms' estimates and what the service pages' "from" prices are rendered from. A
 * process that publishes refreshes at once; every process also polls.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ServedStartingPrices } from '../../core/api/prices.ts';
import { startingPrice, type PriceTable } from '../../core/pricing/estimate.ts';
import type { PriceTableVersionAccess } from '../store/form-version-types.ts';
import { contentHashOf } from './form-content.ts';
import { loadPriceTables, priceTableProblems, type PriceSource } from './price-tables.ts';

export type ServedPriceTable = { version: number; hash: string; table: PriceTable };

export interface LivePrices extends PriceSource {
  /** The live tables by id: this very map is kept up to date. */
  readonly tables: Map<string, PriceTable>;
  served(tableId: string): ServedPriceTable | undefined;
  /** The table as catalog/prices/ ships it with this server. */
  shipped(tableId: string): ServedPriceTable | undefined;
  /** The "from" prices that differ from the build's (what pages rendered again carry). */
  servedStartingPrices(): ServedStartingPrices;
  onChange(listener: () => void): void;
  /** Records the shipped tables, serves the live versions, then polls every `pollMs`. */
  start(store: PriceTableVersionAccess): Promise<void>;
  /** Reads the live versions now; resolves once this process prices with them. */
  refresh(): Promise<void>;
  stop(): void;
}

export type LivePricesOptions = {
  /** catalog/prices/, whose contract (price-table.schema.json) a stored version is checked against. */
  pricesDir: string;
  log: FastifyBaseLogger;
  now?: () => number;
  /** How often to look for a version another process published; default 2000 ms. */
  pollMs?: number;
};

export function createLivePrices(options: LivePricesOptions): LivePrices {
  const { log, pricesDir, pollMs = 2000 } = options;
  const shippedTables = loadPriceTables(pricesDir);
  const now = options.now ?? Date.now;
  const shipped = new Map(
    [...shippedTables].map(([id, table]) => [id, { version: 1, hash: contentHashOf(table), table }] as const),
  );
  const served = new Map<string, ServedPriceTable>(shipped);
  const tables = new Map(shippedTables);
  const shippedStart = new Map([...shippedTables].map(([id, table]) => [id, startingPrice(table)]));
  let store: PriceTableVersionAccess | null = null;
  const listeners: (() => void)[] = [];
  let timer: NodeJS.Timeout | undefined;
  let turn: Promise<void> = Promise.resolve();

  async function check(): Promise<void> {
    if (!store) return;
    let moved = false;
    for (const { id, version, hash } of await store.live()) {
      const own = shipped.get(id);
      if (!own || served.get(id)?.version === version) continue;
      const stored = hash === own.hash ? { content: own.table } : await store.version(id, version);
      if (!stored) continue;
      // A version this server cannot use (checked by an older release): it keeps the one it has.
      const problems = priceTableProblems(pricesDir, id, stored.content);
      if (problems.length) {
        log.error({ table: id, version, problems }, 'a price table version could not be used');
        continue;
      }
      served.set(id, { version, hash, table: stored.content });
      tables.set(id, stored.content);
      moved = true;
      log.info({ table: id, version }, 'pricing with a price table version');
    }
    if (!moved) return;
    const starting = [...tables].map(([id, table]) => [id, startingPrice(table)] as const);
    servedStarting = Object.fromEntries(
      starting.filter(([id, price]) => JSON.stringify(price) !== JSON.stringify(shippedStart.get(id))),
    );
    for (const listener of listeners) listener();
  }

  /** One check at a time: a call during a check waits for it, then checks again. */
  function refresh(): Promise<void> {
    const next = turn.then(check);
    turn = next.catch((error: unknown) => log.error({ err: error }, 'reading the live price tables failed'));
    return next;
  }

  // Computed when a version comes in, not at each poll of the pages (it prices every combination).
  let servedStarting: ServedStartingPrices = {};

  return {
    tables,
    versionOf: (tableId) => served.get(tableId)?.version ?? 1,
    served: (tableId) => served.get(tableId),
    shipped: (tableId) => shipped.get(tableId),
    servedStartingPrices: () => servedStarting,
    onChange: (listener) => void listeners.push(listener),
    async start(access) {
      store = access;
      const at = new Date(now()).toISOString();
      for (const [id, { hash, table }] of shipped) await access.recordShipped(id, hash, table, at);
      await refresh();
      timer = setInterval(() => void refresh().catch(() => undefined), pollMs);
      timer.unref();
    },
    refresh,
    stop: () => clearInterval(timer),
  };
}
