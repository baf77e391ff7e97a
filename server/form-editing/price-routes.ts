/**
 * The owner's prices API (docs/architecture.md "Price table versions"): every price table with
 * its live version, one table with its history and the forms that preview it, checking a draft,
 * publishing it as the next version, downloading and restoring a version. Registered inside the
 * owner's plugin (app.ts), behind its sign-in and its `X-Requested-With: owner` rule, like the
 * form routes beside it.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FormProblem } from '../../core/api/forms.ts';
import type {
  PriceChanges,
  PricePreviewForm,
  PriceTableCheck,
  PriceTableDetail,
  PriceTableDraft,
  PriceTablesList,
  PriceTableVersion,
  PriceTableVersionInfo,
} from '../../core/api/prices.ts';
import { variantsOf } from '../../core/forms/extensions.ts';
import { startingPrice, type PriceTable } from '../../core/pricing/estimate.ts';
import { problemsAt } from '../forms/form-checks.ts';
import { contentHashOf, validatorPath, validatorScript } from '../forms/form-content.ts';
import { pricesDirFor } from '../forms/form-files.ts';
import type { LiveForms } from '../forms/live-forms.ts';
import type { LivePrices } from '../forms/live-prices.ts';
import { estimateProblems, priceTableProblems, tablesOfForm } from '../forms/price-tables.ts';
import type {
  FormVersionAccess,
  PriceTableVersionAccess,
  StoredVersion,
} from '../store/form-version-types.ts';

export type PriceRoutesOptions = {
  livePrices: LivePrices;
  liveForms: LiveForms;
  store: PriceTableVersionAccess;
  /** Where the forms' preview validators are kept. */
  formStore: FormVersionAccess;
  formsDir: string;
  now?: () => number;
  /** Resolves once the pages this process serves show the live "from" prices. */
  pagesServed?: () => Promise<void> | undefined;
};

type TableParams = { tableId: string };
type VersionParams = TableParams & { n: string };

/** The biggest table is a few kilobytes. */
const bodyLimit = 256 * 1024;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The JSON pointers where two tables differ, to the values themselves (a price, a break). */
export function changedPaths(before: unknown, after: unknown, at = ''): string[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const both = (Array.isArray(before) && Array.isArray(after)) || (isObject(before) && isObject(after));
  if (!both) return [at || '/'];
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.flatMap((key) => changedPaths(a[key], b[key], `${at}/${escapePointer(key)}`));
}

const changesOf = (before: unknown, after: unknown): PriceChanges => ({
  changed: before === undefined ? [] : changedPaths(before, after),
});

function refuse(reply: FastifyReply, problems: FormProblem[]) {
  return reply.code(400).send({
    error: 'invalid-price-table',
    message: `The price table cannot be published yet: ${problems.length} problem${problems.length === 1 ? '' : 's'}.`,
    problems,
  });
}

const notFound = (reply: FastifyReply, what = 'There is no such price table.') =>
  reply.code(404).send({ error: 'not-found', message: what });

/** Each version with what it changed against the one before (oldest first in, newest first out). */
function history(stored: readonly StoredVersion<PriceTable>[]): PriceTableVersionInfo[] {
  return stored
    .map((version, index) => ({
      version: version.version,
      publishedAt: version.publishedAt,
      origin: version.origin,
      restoredFrom: version.restoredFrom,
      changes: changesOf(stored[index - 1]?.content, version.content),
    }))
    .reverse();
}

export async function priceRoutes(app: FastifyInstance, options: PriceRoutesOptions): Promise<void> {
  const { livePrices, liveForms, store, formsDir } = options;
  const pricesDir = pricesDirFor(formsDir);
  const nowIso = () => new Date((options.now ?? Date.now)()).toISOString();

  /** The live forms whose estimate prices with the table, and the variant that does. */
  const formsUsing = (tableId: string) =>
    [...liveForms.files.values()].flatMap((form) =>
      tablesOfForm(form)
        .filter((use) => use.table === tableId)
        .map((use) => ({ form, variant: use.variant })),
    );

  /** What keeps the draft from being published, at pointers into the body (`/table/…`). */
  function problemsOf(tableId: string, table: unknown): FormProblem[] {
    const own = priceTableProblems(pricesDir, tableId, table);
    if (own.length) return problemsAt('/table', own);
    // Every form pricing with it must still find a price for each of its choices.
    const tables = new Map(livePrices.tables).set(tableId, table as PriceTable);
    const forms = [...new Set(formsUsing(tableId).map((use) => use.form))];
    return forms.flatMap((form) =>
      estimateProblems(form, tables, tableId).map((line) => ({
        path: '/table/dimensions',
        message: `${form.id}: ${line.replace(/^[^:]*: /, '')}`,
      })),
    );
  }

  const draftOf = (body: unknown): Partial<PriceTableDraft> => (isObject(body) ? body : {});

  app.get('/api/owner/prices', async (): Promise<PriceTablesList> => {
    const tables = await Promise.all(
      [...livePrices.tables.keys()].sort().map(async (id) => {
        const versions = await store.versions(id);
        const served = livePrices.served(id)!;
        return {
          id,
          version: served.version,
          publishedAt: versions.at(-1)?.publishedAt ?? new Date(0).toISOString(),
          newerDefault: !versions.some((version) => version.hash === livePrices.shipped(id)!.hash),
          forms: [...new Set(formsUsing(id).map((use) => use.form.id))],
          startingPrice: startingPrice(served.table),
        };
      }),
    );
    return { tables };
  });

  app.get<{ Params: TableParams }>('/api/owner/prices/:tableId', async (request, reply) => {
    const { tableId } = request.params;
    const served = livePrices.served(tableId);
    if (!served) return notFound(reply);
    const stored = await store.versions(tableId);
    const versions = history(stored);
    const shipped = livePrices.shipped(tableId)!;
    const forms = await Promise.all(
      formsUsing(tableId).map(async ({ form, variant }): Promise<PricePreviewForm> => {
        const live = liveForms.served(form.id)!;
        // The preview draws the live form with the browser validators the server compiles.
        const script = validatorScript(live.definition);
        await options.formStore.saveValidator(script.hash, script.code, nowIso());
        return {
          formId: form.id,
          ...(variant !== undefined && variantsOf(form) ? { variant } : {}),
          content: live.content,
          validators: validatorPath(script.hash),
        };
      }),
    );
    const live = versions.find((version) => version.version === served.version) ?? versions[0];
    const detail: PriceTableDetail = {
      id: tableId,
      live: { ...live, table: served.table },
      shipped: {
        table: shipped.table,
        version: stored.find((version) => version.hash === shipped.hash)?.version ?? null,
      },
      versions,
      forms,
    };
    reply.header('cache-control', 'no-store');
    return detail;
  });

  app.post<{ Params: TableParams; Body: unknown }>(
    '/api/owner/prices/:tableId/check',
    { bodyLimit },
    async (request, reply) => {
      const { tableId } = request.params;
      const served = livePrices.served(tableId);
      if (!served) return notFound(reply);
      const { table } = draftOf(request.body);
      const problems = problemsOf(tableId, table);
      if (problems.length) return refuse(reply, problems);
      const answer: PriceTableCheck = {
        problems: [],
        changes: changesOf(served.table, table),
        startingPrice: startingPrice(table!),
      };
      return answer;
    },
  );

  app.post<{ Params: TableParams; Body: unknown }>(
    '/api/owner/prices/:tableId/publish',
    { bodyLimit },
    async (request, reply) => {
      const { tableId } = request.params;
      if (!livePrices.served(tableId)) return notFound(reply);
      const { table, basedOn } = draftOf(request.body);
      if (!Number.isSafeInteger(basedOn)) {
        return reply
          .code(400)
          .send({ error: 'bad-request', message: 'Send basedOn: the live version the draft was made from.' });
      }
      const problems = problemsOf(tableId, table);
      if (problems.length) return refuse(reply, problems);
      const outcome = await store.publish(
        { id: tableId, origin: 'owner', hash: contentHashOf(table), content: table!, basedOn },
        nowIso(),
      );
      if ('conflict' in outcome) {
        return reply.code(409).send({
          error: 'conflict',
          message: `Version ${outcome.conflict} was published meanwhile: reload the price table to see it.`,
          version: outcome.conflict,
        });
      }
      // Answered once this process prices with it and its pages show it; the others follow within seconds.
      await livePrices.refresh();
      await options.pagesServed?.()?.catch(() => undefined);
      return reply.code(201).send(outcome);
    },
  );

  app.get<{ Params: VersionParams; Querystring: { download?: string } }>(
    '/api/owner/prices/:tableId/versions/:n',
    async (request, reply) => {
      const { tableId, n } = request.params;
      if (!livePrices.served(tableId)) return notFound(reply);
      const stored = /^\d{1,9}$/.test(n) ? await store.version(tableId, Number(n)) : null;
      if (!stored) return notFound(reply, 'There is no such version.');
      if (request.query.download !== undefined) {
        return reply
          .header('content-disposition', `attachment; filename="${tableId}.json"`)
          .type('application/json; charset=utf-8')
          .send(`${JSON.stringify(stored.content, null, 2)}\n`);
      }
      const info = history(await store.versions(tableId)).find(
        (version) => version.version === stored.version,
      )!;
      const answer: PriceTableVersion = { ...info, table: stored.content };
      return answer;
    },
  );

  app.post<{ Params: VersionParams }>(
    '/api/owner/prices/:tableId/versions/:n/restore',
    async (request, reply) => {
      const { tableId, n } = request.params;
      if (!livePrices.served(tableId)) return notFound(reply);
      const stored = /^\d{1,9}$/.test(n) ? await store.version(tableId, Number(n)) : null;
      if (!stored) return notFound(reply, 'There is no such version.');
      // Checked again: a form may have gained a choice the old table has no price for.
      const problems = problemsOf(tableId, stored.content);
      if (problems.length) return refuse(reply, problems);
      const outcome = await store.publish(
        {
          id: tableId,
          origin: 'restore',
          restoredFrom: stored.version,
          hash: stored.hash,
          content: stored.content,
        },
        nowIso(),
      );
      await livePrices.refresh();
      await options.pagesServed?.()?.catch(() => undefined);
      return reply.code(201).send(outcome);
    },
  );
}
