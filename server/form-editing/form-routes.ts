/**
 * The owner's Forms API (docs/architecture.md "Form versions"): every form with its live version,
 * one form with its history, checking a draft (with the browser validators its preview uses),
 * publishing it as the next version, downloading and restoring a version. Registered inside
 * the owner's plugin (app.ts), behind its sign-in and its `X-Requested-With: owner` rule.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type {
  FormCheck,
  FormContent,
  FormDetail,
  FormDraft,
  FormProblem,
  FormsList,
  FormSummary,
  FormVersion,
  FormVersionInfo,
} from '../../core/api/forms.ts';
import { variantsOf } from '../../core/forms/extensions.ts';
import type { FormDefinition } from '../../core/forms/form-definition.ts';
import { languages } from '../../core/i18n/languages.ts';
import { changesBetween, draftProblems, formLimits } from '../forms/form-checks.ts';
import {
  contentHash as contentHashOf,
  validatorPath,
  validatorScript,
  ValidatorRuntimeError,
} from '../forms/form-content.ts';
import { FormFileError, type FormFile } from '../forms/form-files.ts';
import { registryOf } from '../forms/form-registry.ts';
import type { PriceSource } from '../forms/price-tables.ts';
import { definitionOf, type LiveForms } from '../forms/live-forms.ts';
import type { FormVersionAccess, StoredFormVersion } from '../store/form-version-types.ts';

export type FormRoutesOptions = {
  liveForms: LiveForms;
  store: FormVersionAccess;
  formsDir: string;
  /** The live price tables, which a form's estimate block must match. */
  prices?: PriceSource;
  now?: () => number;
  /** Resolves once the pages this process serves show the live versions' texts. */
  pagesServed?: () => Promise<void> | undefined;
};

type FormParams = { formId: string };
type VersionParams = FormParams & { n: string };

/** A form file and texts of a big form are some tens of kilobytes. */
const bodyLimit = 512 * 1024;

/** Whether the owner's visual editor covers every part of the form (variants and extensions it does not). */
const isVisual = (definition: FormDefinition) => !variantsOf(definition) && !definition.extensions?.length;

const titleOf = (content: FormContent) =>
  Object.fromEntries(
    languages.map((lng) => [
      lng,
      typeof content.texts[lng]?.title === 'string' ? content.texts[lng].title : '',
    ]),
  ) as FormSummary['title'];

function refuse(reply: FastifyReply, problems: FormProblem[]) {
  return reply.code(400).send({
    error: 'invalid-form',
    message: `The form cannot be published yet: ${problems.length} problem${problems.length === 1 ? '' : 's'}.`,
    problems,
  });
}

const notFound = (reply: FastifyReply, what = 'There is no such form.') =>
  reply.code(404).send({ error: 'not-found', message: what });

/** Each version with what it changed against the one before (oldest first in, newest first out). */
function history(formsDir: string, formId: string, stored: readonly StoredFormVersion[]): FormVersionInfo[] {
  let before: { content: FormContent; definition: FormDefinition } | undefined;
  const infos = stored.map((version): FormVersionInfo => {
    let definition: FormDefinition | undefined;
    try {
      definition = definitionOf(formsDir, formId, version.content);
    } catch {
      // A version this server cannot read (a catalogue list since removed) still has its place.
    }
    const after = definition ? { content: version.content, definition } : undefined;
    const changes = after ? changesBetween(before, after) : { added: [], removed: [], changed: [] };
    if (after) before = after;
    return {
      version: version.version,
      publishedAt: version.publishedAt,
      origin: version.origin,
      restoredFrom: version.restoredFrom,
      changes,
    };
  });
  return infos.reverse();
}

export async function formRoutes(app: FastifyInstance, options: FormRoutesOptions): Promise<void> {
  const { liveForms, store, formsDir } = options;
  const nowIso = () => new Date((options.now ?? Date.now)()).toISOString();

  /** The draft checked as publishing checks it, and compiled: the intake's schema and the browser's. */
  async function checked(formId: string, draft: unknown, restoring = false) {
    const served = liveForms.served(formId)!;
    const body = (draft ?? {}) as Partial<FormDraft>;
    const renamed =
      body.renamed && typeof body.renamed === 'object' && !Array.isArray(body.renamed) ? body.renamed : {};
    const { problems, definition } = draftProblems(
      { file: body.file, texts: body.texts },
      {
        formId,
        formsDir,
        live: served.definition,
        liveContent: served.content,
        usedFields: restoring ? [] : await store.usedFields(formId),
        renamed,
        tables: options.prices?.tables,
      },
    );
    if (!definition) return { problems };
    try {
      // The intake compiles it with every other form (an extension may read another form).
      registryOf(new Map<string, FormFile>([...liveForms.files, [formId, definition]]), {
        formsDir,
        prices: options.prices,
      });
      const script = validatorScript(definition);
      await store.saveValidator(script.hash, script.code, nowIso());
      const content: FormContent = {
        file: body.file as FormContent['file'],
        texts: body.texts as FormContent['texts'],
      };
      return { problems, definition, content, script };
    } catch (error) {
      if (error instanceof FormFileError || error instanceof ValidatorRuntimeError) {
        return {
          problems: [{ path: '/file/schema', message: error.message.replace(/^[^:]*\.form\.json: /, '') }],
        };
      }
      throw error;
    }
  }

  app.get('/api/owner/forms', async (): Promise<FormsList> => {
    const forms = await Promise.all(
      [...liveForms.files.keys()].sort().map(async (id): Promise<FormSummary> => {
        const served = liveForms.served(id)!;
        const shipped = liveForms.shipped(id)!;
        const versions = await store.versions(id);
        const live = versions.at(-1);
        return {
          id,
          title: titleOf(served.content),
          version: served.version,
          publishedAt: live?.publishedAt ?? new Date(0).toISOString(),
          newerDefault: !versions.some((version) => version.hash === shipped.hash),
          visual: isVisual(served.definition),
        };
      }),
    );
    return { forms };
  });

  app.get<{ Params: FormParams }>('/api/owner/forms/:formId', async (request, reply) => {
    const { formId } = request.params;
    const served = liveForms.served(formId);
    if (!served) return notFound(reply);
    const stored = await store.versions(formId);
    const versions = history(formsDir, formId, stored);
    const shipped = liveForms.shipped(formId)!;
    const live = versions.find((version) => version.version === served.version) ?? versions[0];
    const detail: FormDetail = {
      id: formId,
      live: { ...live, ...served.content },
      shipped: { ...shipped.content, version: stored.find((v) => v.hash === shipped.hash)?.version ?? null },
      versions,
      limits: formLimits,
      usedFields: await store.usedFields(formId),
      visual: isVisual(served.definition),
    };
    reply.header('cache-control', 'no-store');
    return detail;
  });

  app.post<{ Params: FormParams; Body: unknown }>(
    '/api/owner/forms/:formId/check',
    { bodyLimit },
    async (request, reply) => {
      const { formId } = request.params;
      if (!liveForms.served(formId)) return notFound(reply);
      const result = await checked(formId, request.body);
      if (!result.definition) return refuse(reply, result.problems);
      const served = liveForms.served(formId)!;
      const answer: FormCheck = {
        problems: [],
        changes: changesBetween(served, { content: result.content, definition: result.definition }),
        validators: validatorPath(result.script.hash),
      };
      return answer;
    },
  );

  app.post<{ Params: FormParams; Body: unknown }>(
    '/api/owner/forms/:formId/publish',
    { bodyLimit },
    async (request, reply) => {
      const { formId } = request.params;
      if (!liveForms.served(formId)) return notFound(reply);
      const basedOn = (request.body as Partial<FormDraft> | null)?.basedOn;
      if (!Number.isSafeInteger(basedOn)) {
        return reply
          .code(400)
          .send({ error: 'bad-request', message: 'Send basedOn: the live version the draft was made from.' });
      }
      const result = await checked(formId, request.body);
      if (!result.definition) return refuse(reply, result.problems);
      const outcome = await store.publish(
        {
          id: formId,
          origin: 'owner',
          hash: contentHashOf(result.content),
          content: result.content,
          basedOn,
        },
        nowIso(),
      );
      if ('conflict' in outcome) {
        return reply.code(409).send({
          error: 'conflict',
          message: `Version ${outcome.conflict} was published meanwhile: reload the form to see it.`,
          version: outcome.conflict,
        });
      }
      // Answered once this process validates and serves it; the others follow within seconds.
      await liveForms.refresh();
      await options.pagesServed?.()?.catch(() => undefined);
      return reply.code(201).send(outcome);
    },
  );

  app.get<{ Params: VersionParams; Querystring: { download?: string } }>(
    '/api/owner/forms/:formId/versions/:n',
    async (request, reply) => {
      const { formId, n } = request.params;
      if (!liveForms.served(formId)) return notFound(reply);
      const stored = /^\d{1,9}$/.test(n) ? await store.version(formId, Number(n)) : null;
      if (!stored) return notFound(reply, 'There is no such version.');
      const { download } = request.query;
      if (download === 'form' || download === 'texts') {
        const name = download === 'form' ? `${formId}.form.json` : `${formId}.texts.v${stored.version}.json`;
        const value = download === 'form' ? stored.content.file : stored.content.texts;
        return reply
          .header('content-disposition', `attachment; filename="${download === 'form' ? name : name}"`)
          .type('application/json; charset=utf-8')
          .send(`${JSON.stringify(value, null, 2)}\n`);
      }
      const info = history(formsDir, formId, await store.versions(formId)).find(
        (version) => version.version === stored.version,
      )!;
      const answer: FormVersion = { ...info, ...stored.content };
      return answer;
    },
  );

  app.post<{ Params: VersionParams }>(
    '/api/owner/forms/:formId/versions/:n/restore',
    async (request, reply) => {
      const { formId, n } = request.params;
      if (!liveForms.served(formId)) return notFound(reply);
      const stored = /^\d{1,9}$/.test(n) ? await store.version(formId, Number(n)) : null;
      if (!stored) return notFound(reply, 'There is no such version.');
      // Checked again: the server's rules or the catalogue may have changed since.
      const result = await checked(formId, stored.content, true);
      if (!result.definition) return refuse(reply, result.problems);
      const outcome = await store.publish(
        {
          id: formId,
          origin: 'restore',
          restoredFrom: stored.version,
          hash: stored.hash,
          content: stored.content,
        },
        nowIso(),
      );
      await liveForms.refresh();
      await options.pagesServed?.()?.catch(() => undefined);
      return reply.code(201).send(outcome);
    },
  );
}
