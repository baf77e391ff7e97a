/**
 * The forms the build found in forms/ (the generated manifest): each form file loads as its own
 * small chunk when a page asks for it by id, with its catalogue choices filled in. The list of
 * forms is the folder; nothing here or in the pages keeps another.
 */
import { variantsOf } from '../../core/forms/extensions.ts';
import { asFormDefinition, type FormDefinition } from '../../core/forms/form-definition.ts';
import { resolveForm } from '../../core/forms/resolve-form.ts';
import { formHashes, formLoaders, formPages } from './generated/index.ts';
import { fetchLiveForm, loadServedValidators, markServed, servedInfo } from './served-forms.ts';

const loaded = new Map<string, Promise<FormDefinition>>();

export function isFormId(id: string): boolean {
  return Object.hasOwn(formLoaders, id);
}

/** Whether /request/<id> shows the form (its file has a page: `"page"`, on by default). */
export function hasFormPage(id: string): boolean {
  return formPages.includes(id);
}

export { formPages };

/** The form as this build holds it. */
function builtForm(id: string): Promise<FormDefinition> {
  // Parcel hands a JSON chunk over as the object itself; other bundlers as `default`.
  return formLoaders[id]().then((module) =>
    resolveForm(asFormDefinition((module as { default?: unknown }).default ?? module)),
  );
}

/**
 * The live version of a form (docs/architecture.md "Form versions"): the build's own when the
 * server says it is live (or cannot be asked), else the version the server sends, with its
 * texts and its validators' script.
 */
async function liveForm(id: string): Promise<FormDefinition> {
  const [live, built] = await Promise.all([fetchLiveForm(id), builtForm(id)]);
  if (!live) return built;
  if (live.hash === formHashes[id] || !live.content || !live.validators) {
    return markServed(built, { version: live.version });
  }
  return markServed(resolveForm(asFormDefinition(live.content.file)), {
    version: live.version,
    texts: live.content.texts,
    validators: loadServedValidators(live.validators),
  });
}

/** Forgets a form, so the next loadForm asks the server again (the form changed while shown). */
export function reloadForm(id: string): void {
  for (const key of [...loaded.keys()]) if (key === id || key.startsWith(`${id}.`)) loaded.delete(key);
}

/**
 * The form as the runner takes it (as a variant, when given one): loaded once, then the very
 * same object every time, since the runner's validator is keyed on the schema object.
 */
export function loadForm(id: string, variant?: string): Promise<FormDefinition> {
  const key = variant === undefined ? id : `${id}.${variant}`;
  let pending = loaded.get(key);
  if (!pending) {
    if (variant !== undefined) {
      pending = loadForm(id).then((definition) => {
        const variants = variantsOf(definition);
        if (!variants?.ids.includes(variant)) throw new Error(`Form "${id}" has no variant "${variant}"`);
        const applied = variants.apply(definition, variant);
        const served = servedInfo(definition);
        return served ? markServed(applied, served) : applied;
      });
    } else if (isFormId(id)) {
      pending = liveForm(id);
    } else {
      pending = Promise.reject(new Error(`No form file forms/${id}.form.json`));
    }
    loaded.set(key, pending);
  }
  return pending;
}
