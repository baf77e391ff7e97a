/**
 * The forms the build found in forms/ (the generated manifest): each form file loads as its own
 * small chunk when a page asks for it by id, with its catalogue choices filled in. The list of
 * forms is the folder; nothing here or in the pages keeps another.
 */
import { variantsOf } from '../../core/forms/extensions.ts';
import { asFormDefinition, type FormDefinition } from '../../core/forms/form-definition.ts';
import { resolveForm } from '../../core/forms/resolve-form.ts';
import { formLoaders, formPages } from './generated/index.ts';

const loaded = new Map<string, Promise<FormDefinition>>();

export function isFormId(id: string): boolean {
  return Object.hasOwn(formLoaders, id);
}

/** Whether /request/<id> shows the form (its file has a page: `"page"`, on by default). */
export function hasFormPage(id: string): boolean {
  return formPages.includes(id);
}

export { formPages };

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
        return variants.apply(definition, variant);
      });
    } else if (isFormId(id)) {
      // Parcel hands a JSON chunk over as the object itself; other bundlers as `default`.
      pending = formLoaders[id]().then((module) =>
        resolveForm(asFormDefinition((module as { default?: unknown }).default ?? module)),
      );
    } else {
      pending = Promise.reject(new Error(`No form file forms/${id}.form.json`));
    }
    loaded.set(key, pending);
  }
  return pending;
}
