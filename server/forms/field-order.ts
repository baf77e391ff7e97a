/**
 * Which fields a request's form had, in which order (server/forms/form-texts.ts labels them):
 * the form as the version and variant it was sent with, its fields in order, and the fields of
 * several versions or variants as one order (a form's CSV columns).
 */
import { extensionStoredFields, variantsOf } from '../../core/forms/extensions.ts';
import { formFields } from '../../core/forms/form-definition.ts';
import type { FormFile } from './form-files.ts';

/** A form as one version has it: its definition and, when the version says, its texts (`forms:<id>`). */
export type VersionedForm = {
  definition: FormFile;
  texts?: Partial<Record<'en' | 'es', unknown>>;
  version?: number;
};

/**
 * The versions of the forms (docs/architecture.md "Form versions", live-forms.ts): a request is
 * labelled by the version it was sent with.
 */
export interface FormVersionSource {
  /** The form at a version; the live one when the version is not given or not known. */
  at(formId: string, version?: number): VersionedForm | undefined;
  /** Every version known, oldest first. */
  all(formId: string): VersionedForm[];
}

/** Forms without versions (a folder's files): every request reads as the files say. */
export function unversioned(forms: ReadonlyMap<string, FormFile>): FormVersionSource {
  const at = (formId: string) => {
    const definition = forms.get(formId);
    return definition && { definition };
  };
  return { at, all: (formId) => [at(formId)].filter((form) => form !== undefined) };
}

/** Several field orders as one: each name where it first comes, after the name it follows there. */
export function mergedOrder(orders: readonly string[][]): string[] {
  const columns: string[] = [];
  for (const order of orders) {
    order.forEach((name, index) => {
      if (columns.includes(name)) return;
      const before = order
        .slice(0, index)
        .reverse()
        .find((earlier) => columns.includes(earlier));
      columns.splice(before === undefined ? 0 : columns.indexOf(before) + 1, 0, name);
    });
  }
  return columns;
}

/** The form as this request was sent: a form with variants (printing) as the data's variant. */
export function formAsSent(form: FormFile | undefined, data: Record<string, unknown>): FormFile | undefined {
  const variants = form && variantsOf(form);
  const variant = variants?.of(Object.keys(data));
  return form && variants && variant !== undefined ? variants.apply(form, variant) : form;
}

/**
 * Every field of the form (those a condition shows too), in its ui:order, then any it leaves out,
 * then those its extensions store (the gang sheet's layout and length).
 */
export function fieldOrder(form: FormFile | undefined): string[] {
  if (!form) return [];
  const order = form.uiSchema?.['ui:order'];
  const properties = Object.keys(formFields(form.schema));
  const listed = Array.isArray(order)
    ? order.filter((name): name is string => properties.includes(name))
    : [];
  const own = [...listed, ...properties.filter((name) => !listed.includes(name))];
  return [...own, ...extensionStoredFields(form).filter((name) => !own.includes(name))];
}
