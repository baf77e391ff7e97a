/**
 * Keeps the forms this process serves and accepts at their live versions (docs/architecture.md
 * "Form versions"). At start each form's file in forms/ is recorded (its version 1, or a newer
 * default: FormVersionAccess.recordShipped); then whatever version is highest in the store is
 * what the intake validates with, what GET /api/forms/:formId describes and what the owner's
 * pages label requests by. A process that publishes refreshes at once; every process also polls,
 * so all processes on one store serve a new version within a few seconds, without a restart.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FormContent, FormTextTree, ServedFormTexts } from '../../core/api/forms.ts';
import { languages } from '../../core/i18n/languages.ts';
import type { FormDefinition } from '../../core/forms/form-definition.ts';
import type { PriceTable } from '../../core/pricing/estimate.ts';
import { resolveForm } from '../../core/forms/resolve-form.ts';
import type { FormVersionAccess } from '../store/form-version-types.ts';
import { contentHash, shippedContent, validatorScript } from './form-content.ts';
import { formFileProblems, type FormFile } from './form-files.ts';
import { registryOf, type IntakeForm, type RegistryOptions } from './form-registry.ts';
import type { FormVersionSource, VersionedForm } from './form-texts.ts';

export type ServedForm = {
  version: number;
  hash: string;
  content: FormContent;
  definition: FormFile;
  /** The hash of its browser validators' script; null for the build's own form (its chunks). */
  validators: string | null;
};

export interface LiveForms extends FormVersionSource {
  /** The forms the intake accepts, by id: this very map is kept up to date. */
  readonly registry: Map<string, IntakeForm>;
  /** Every form's live definition, by id: kept up to date likewise. */
  readonly files: Map<string, FormFile>;
  served(formId: string): ServedForm | undefined;
  /**
   * What prerendered pages show of the forms whose live version says it otherwise than the
   * build: their title and intro (the form itself is drawn in the browser).
   */
  servedTexts(): ServedFormTexts;
  /** Called after this process starts serving another version of some form. */
  onChange(listener: () => void): void;
  /** The form as forms/ and locales/ ship it with this server. */
  shipped(formId: string): { content: FormContent; hash: string } | undefined;
  /** Records the shipped forms, serves the live versions, then polls every `pollMs`. */
  start(store: FormVersionAccess): Promise<void>;
  /** Reads the live versions now; resolves once this process serves them. */
  refresh(): Promise<void>;
  stop(): void;
}

export type LiveFormsOptions = RegistryOptions & {
  localesDir: string;
  /** The forms of forms/, already checked (services.ts loads them before opening anything). */
  files: ReadonlyMap<string, FormFile>;
  log: FastifyBaseLogger;
  now?: () => number;
  /** How often to look for a version another process published; default 2000 ms. */
  pollMs?: number;
};

/** A stored version's form, checked as a file in forms/ is; throws naming the problem. */
export function definitionOf(
  formsDir: string,
  formId: string,
  content: FormContent,
  tables?: ReadonlyMap<string, PriceTable>,
): FormDefinition {
  const problems = formFileProblems(formsDir, `${formId}.form.json`, content.file, tables);
  if (problems.length) throw new Error(`${formId}: ${problems.slice(0, 3).join('; ')}`);
  return resolveForm(content.file as unknown as FormDefinition);
}

/** The texts of a form that prerendered pages show (a form page's heading, /services' list). */
const pagesShow = ['title', 'intro'] as const;

const pick = (tree: FormTextTree, keys: readonly string[]): FormTextTree =>
  Object.fromEntries(keys.filter((key) => tree[key] !== undefined).map((key) => [key, tree[key]]));

export function createLiveForms(options: LiveFormsOptions): LiveForms {
  const { formsDir, localesDir, log, pollMs = 2000 } = options;
  const now = options.now ?? Date.now;
  const shipped = new Map(
    [...options.files.keys()].map((id) => {
      const content = shippedContent(formsDir, localesDir, id);
      return [id, { content, hash: contentHash(content) }] as const;
    }),
  );
  const served = new Map<string, ServedForm>(
    [...options.files].map(([id, definition]) => [
      id,
      {
        version: 1,
        hash: shipped.get(id)!.hash,
        content: shipped.get(id)!.content,
        definition,
        validators: null,
      },
    ]),
  );
  const files = new Map(options.files);
  const registry = registryOf(files, options);
  let store: FormVersionAccess | null = null;
  const listeners: (() => void)[] = [];
  // Every version of every form, for labelling each request by its own (form-texts.ts).
  const history = new Map<string, Map<number, VersionedForm>>();

  async function loadHistory(formId: string): Promise<void> {
    const known = history.get(formId) ?? new Map<number, VersionedForm>();
    for (const stored of await store!.versions(formId)) {
      if (known.has(stored.version)) continue;
      try {
        const definition =
          stored.hash === shipped.get(formId)?.hash
            ? options.files.get(formId)!
            : definitionOf(formsDir, formId, stored.content, options.prices?.tables);
        known.set(stored.version, { definition, texts: stored.content.texts, version: stored.version });
      } catch (error) {
        log.warn({ err: error, form: formId, version: stored.version }, 'an old form version cannot be read');
      }
    }
    history.set(formId, known);
  }
  let timer: NodeJS.Timeout | undefined;
  let turn: Promise<void> = Promise.resolve();

  async function load(formId: string, version: number, hash: string): Promise<ServedForm | undefined> {
    const own = shipped.get(formId)!;
    if (hash === own.hash) {
      return {
        version,
        hash,
        content: own.content,
        definition: options.files.get(formId)!,
        validators: null,
      };
    }
    const stored = await store!.version(formId, version);
    if (!stored) return undefined;
    const definition = definitionOf(formsDir, formId, stored.content, options.prices?.tables);
    const script = validatorScript(definition);
    // Compiled where it was published; a store restored from a backup has none yet.
    if ((await store!.validator(script.hash)) === null)
      await store!.saveValidator(script.hash, script.code, new Date(now()).toISOString());
    return { version, hash, content: stored.content, definition, validators: script.hash };
  }

  async function check(): Promise<void> {
    if (!store) return;
    const live = await store.live();
    let moved = false;
    for (const { id: formId, version, hash } of live) {
      if (!shipped.has(formId) || served.get(formId)?.version === version) continue;
      try {
        const form = await load(formId, version, hash);
        if (!form) continue;
        served.set(formId, form);
        files.set(formId, form.definition);
        await loadHistory(formId);
        moved = true;
        log.info({ form: formId, version }, 'serving a form version');
      } catch (error) {
        // A version this server cannot use (a catalogue list it lacks): it keeps the one it has.
        log.error({ err: error, form: formId, version }, 'a form version could not be loaded');
      }
    }
    if (!moved) return;
    const next = registryOf(files, options, (id) => served.get(id)?.version ?? 1);
    registry.clear();
    for (const [id, form] of next) registry.set(id, form);
    for (const listener of listeners) listener();
  }

  /** One check at a time: a call during a check waits for it, then checks again. */
  function refresh(): Promise<void> {
    const next = turn.then(check);
    turn = next.catch((error: unknown) => log.error({ err: error }, 'reading the live form versions failed'));
    return next;
  }

  return {
    registry,
    files,
    served: (formId) => served.get(formId),
    servedTexts() {
      const texts: ServedFormTexts = {};
      for (const [id, form] of served) {
        const own = shipped.get(id)!.content.texts;
        for (const lng of languages) {
          const shown = pick(form.content.texts[lng], pagesShow);
          if (JSON.stringify(shown) !== JSON.stringify(pick(own[lng], pagesShow)))
            (texts[lng] ??= {})[id] = shown;
        }
      }
      return texts;
    },
    onChange: (listener) => void listeners.push(listener),
    at(formId, version) {
      const known = version === undefined ? undefined : history.get(formId)?.get(version);
      if (known) return known;
      const live = served.get(formId);
      return live && { definition: live.definition, texts: live.content.texts, version: live.version };
    },
    all(formId) {
      const known = [...(history.get(formId)?.values() ?? [])].sort((a, b) => a.version! - b.version!);
      const live = served.get(formId);
      return known.length || !live
        ? known
        : [{ definition: live.definition, texts: live.content.texts, version: live.version }];
    },
    shipped: (formId) => shipped.get(formId),
    async start(access) {
      store = access;
      const at = new Date(now()).toISOString();
      for (const [id, { content, hash }] of shipped) await access.recordShipped(id, hash, content, at);
      for (const id of shipped.keys()) await loadHistory(id);
      await refresh();
      timer = setInterval(() => void refresh().catch(() => undefined), pollMs);
      timer.unref();
    },
    refresh,
    stop: () => clearInterval(timer),
  };
}
