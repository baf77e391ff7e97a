/**
 * Forms the server serves rather than the build (docs/architecture.md "Form versions"): a page
 * asks GET /api/forms/:formId which version is live; when it is not the one this build holds,
 * the form file and texts come in the answer and the validators as a script of the site's own
 * origin, compiled by the server (the browser compiles no schema, the CSP allows no eval).
 */
import type { i18n as I18n } from 'i18next';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { FormTexts, LiveForm } from '../../core/api/forms.ts';
import type { FormDefinition } from '../../core/forms/form-definition.ts';

/** What the page knows of a form it draws: the live version, and for a served one its texts and validators. */
export type ServedInfo = {
  version: number;
  texts?: FormTexts;
  validators?: Promise<Record<string, ValidatorFunctions>>;
};

const info = new WeakMap<object, ServedInfo>();

export function markServed(definition: FormDefinition, served: ServedInfo): FormDefinition {
  info.set(definition, served);
  return definition;
}

export function servedInfo(definition: FormDefinition): ServedInfo | undefined {
  return info.get(definition);
}

/** The live version of a form, or null when the server cannot say (the build's form is drawn). */
export async function fetchLiveForm(id: string, fetchImpl?: typeof fetch): Promise<LiveForm | null> {
  try {
    // Inside the try: where there is no fetch at all (a test's document), the build's form is drawn.
    const response = await (fetchImpl ?? fetch)(`/api/forms/${encodeURIComponent(id)}`, {
      headers: { Accept: 'application/json' },
      cache: 'no-cache',
    });
    if (!response.ok) return null;
    const body = (await response.json()) as LiveForm;
    return body && body.id === id && Number.isInteger(body.version) ? body : null;
  } catch {
    return null;
  }
}

type Factory = (require: (name: string) => unknown) => Record<string, Record<string, unknown>>;
declare global {
  var formValidators: Record<string, Factory> | undefined;
}

/** What compiled validators may require (server/forms/form-content.ts validatorRuntime), loaded when needed. */
async function runtime(): Promise<(name: string) => unknown> {
  const [ucs2length, equal, formats] = await Promise.all([
    import('ajv/dist/runtime/ucs2length'),
    import('ajv/dist/runtime/equal'),
    import('ajv-formats/dist/formats'),
  ]);
  const modules: Record<string, unknown> = {
    'ajv/dist/runtime/ucs2length': ucs2length,
    'ajv/dist/runtime/equal': equal,
    'ajv-formats/dist/formats': formats,
  };
  return (name) => {
    if (!Object.hasOwn(modules, name)) throw new Error(`A served validator needs ${name}`);
    return modules[name];
  };
}

const scripts = new Map<string, Promise<Record<string, ValidatorFunctions>>>();

/** The validators of a served script (`/form-validators/<hash>.js`), by validator key. */
export function loadServedValidators(url: string): Promise<Record<string, ValidatorFunctions>> {
  let pending = scripts.get(url);
  if (!pending) {
    const hash = /([0-9a-f]{32})\.js$/.exec(url)?.[1] ?? '';
    pending = Promise.all([
      new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = url;
        script.async = true;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error(`The form's validators did not load (${url})`));
        document.head.append(script);
      }),
      runtime(),
    ]).then(([, require]) => {
      const factory = globalThis.formValidators?.[hash];
      if (!factory) throw new Error(`The script ${url} registered no validators`);
      const modules = factory(require);
      return Object.fromEntries(
        Object.entries(modules).map(([key, module]) => [
          key,
          Object.fromEntries(
            Object.entries(module).filter(([, value]) => typeof value === 'function'),
          ) as ValidatorFunctions,
        ]),
      );
    });
    scripts.set(url, pending);
    // A failed load may be tried again by the next draw.
    pending.catch(() => scripts.delete(url));
  }
  return pending;
}

/**
 * Puts a served form's texts in the page's i18n for its language, replacing the build's (the
 * form's whole `forms:<id>` part, so a removed field's texts go too). Call once the `forms`
 * namespace is loaded; does nothing for the build's own form.
 */
const applied = new WeakMap<I18n, Map<string, { source: unknown; stored: unknown }>>();

export function applyServedTexts(i18n: I18n, definition: FormDefinition): void {
  const texts = info.get(definition)?.texts;
  if (!texts) return;
  const lng = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
  let done = applied.get(i18n);
  if (!done) applied.set(i18n, (done = new Map()));
  const key = `${lng}:${definition.id}`;
  const last = done.get(key);
  // Applied already, and not since replaced (i18next copies what it is given).
  if (last?.source === texts[lng] && i18n.getResource(lng, 'forms', definition.id) === last.stored) return;
  i18n.addResourceBundle(lng, 'forms', { [definition.id]: texts[lng] }, false, true);
  done.set(key, { source: texts[lng], stored: i18n.getResource(lng, 'forms', definition.id) });
}
