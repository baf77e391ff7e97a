/**
 * How a stored request reads to the owner, in the owner's language: field labels and choice
 * texts come from the form files and locales/<lng>/forms.json (the same texts the visitor saw),
 * never from a list kept here, so a new or changed form reads right with no code change.
 * The server reads the JSON files itself; it imports nothing from the browser's code.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EstimateView } from '../../core/api/common.ts';
import { extensionPriceTables, variantsOf } from '../../core/forms/extensions.ts';
import { emailSubjectKeyOf, fieldUi, formFields } from '../../core/forms/form-definition.ts';
import type { Estimate, PriceTable } from '../../core/pricing/estimate.ts';
import { estimateView, humanise, type FieldTexts } from './estimate-texts.ts';
import { extensionAnswer } from './extension-answers.ts';
import type { FormFile } from './form-files.ts';
import {
  fieldOrder,
  formAsSent,
  mergedOrder,
  unversioned,
  type FormVersionSource,
  type VersionedForm,
} from './field-order.ts';

export type { FormVersionSource, VersionedForm };

export const ownerLanguages = ['en', 'es'] as const;
export type OwnerLanguage = (typeof ownerLanguages)[number];

export function ownerLanguageOf(value: unknown): OwnerLanguage {
  return value === 'es' ? 'es' : 'en';
}

type Texts = Record<string, unknown>;

export type FieldView = { name: string; label: string; value: unknown; text: string };

const isObject = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const textAt = (object: unknown, key: string): string | undefined =>
  isObject(object) && typeof object[key] === 'string' ? (object[key] as string) : undefined;

function readJson(file: string): Texts {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

function fieldTextsOf(entry: unknown): FieldTexts | undefined {
  if (!isObject(entry)) return undefined;
  const choices = isObject(entry.enum) ? entry.enum : isObject(entry.values) ? entry.values : undefined;
  return {
    label: textAt(entry, 'label'),
    choices: choices as Record<string, string> | undefined,
  };
}

export type FormTexts = ReturnType<typeof loadFormTexts>;

/**
 * The texts of these forms in both languages; `tables` (the price tables, by id) tells an
 * estimate's quantity apart from its other options.
 */
export function loadFormTexts(
  source: ReadonlyMap<string, FormFile> | FormVersionSource,
  localesDir: string,
  tables: ReadonlyMap<string, PriceTable> = new Map(),
) {
  const versions = source instanceof Map ? unversioned(source) : (source as FormVersionSource);
  const formAt = (formId: string, version?: number) => versions.at(formId, version)?.definition;
  const byLanguage = new Map(
    ownerLanguages.map((lng) => {
      const formsJson = readJson(join(localesDir, lng, 'forms.json'));
      const owner = readJson(join(localesDir, lng, 'owner.json'));
      const catalog = readJson(join(localesDir, lng, 'catalog.json'));
      // Option fields a form merges in from a shared list (the printing options) are named
      // in that list's section: any section's `fields` or `options` entry is a fallback.
      const shared = new Map<string, FieldTexts>();
      for (const section of Object.values(formsJson)) {
        if (!isObject(section)) continue;
        for (const group of [section.fields, section.options]) {
          if (!isObject(group)) continue;
          for (const [name, entry] of Object.entries(group)) {
            const texts = fieldTextsOf(entry);
            if (texts && !shared.has(name)) shared.set(name, texts);
          }
        }
      }
      return [lng, { formsJson, owner, catalog, shared }] as const;
    }),
  );

  const language = (lng: OwnerLanguage) => byLanguage.get(lng)!;

  /**
   * A field's label and choice texts: the form's own (`<form>.fields.<name>`, or where the
   * field's `ui:options.textKey` points, as a printing option's `printing.options.<name>`), else
   * any form's field of that name.
   */
  function fieldTexts(
    lng: OwnerLanguage,
    formId: string,
    name: string,
    form?: FormFile,
    version?: number,
  ): FieldTexts {
    const { formsJson, shared } = language(lng);
    const section = versions.at(formId, version)?.texts?.[lng] ?? formsJson[formId];
    const textKey = form ? fieldUi(form, name)['ui:options']?.textKey : undefined;
    let keyed: unknown = textKey === undefined ? undefined : formsJson;
    for (const part of textKey?.split('.') ?? []) keyed = isObject(keyed) ? keyed[part] : undefined;
    const own =
      fieldTextsOf(keyed) ??
      fieldTextsOf(isObject(section) && isObject(section.fields) ? section.fields[name] : undefined);
    const fallback = shared.get(name);
    return {
      label: own?.label ?? fallback?.label,
      choices: { ...fallback?.choices, ...own?.choices },
    };
  }

  /** An owner text (owner.json) by dotted key, or the English default given. */
  function ownerText(lng: OwnerLanguage, key: string, fallback: string): string {
    let node: unknown = language(lng).owner;
    for (const part of key.split('.')) node = isObject(node) ? node[part] : undefined;
    return typeof node === 'string' ? node : fallback;
  }

  /** What an extension of the form says of one of its stored answers (the gang sheet's layout). */
  const extensionText = (lng: OwnerLanguage, form: FormFile | undefined, name: string, data: Texts) =>
    extensionAnswer(lng, form, name, data, (key) => ownerText(lng, key, ownerText('en', key, key)));

  function display(lng: OwnerLanguage, value: unknown, choices: Record<string, string> | undefined): string {
    if (value === null || value === undefined) return '';
    if (typeof value === 'boolean')
      return value ? ownerText(lng, 'export.yes', 'Yes') : ownerText(lng, 'export.no', 'No');
    if (typeof value === 'string') return choices?.[value] ?? value;
    if (typeof value === 'number') return String(value);
    if (Array.isArray(value)) {
      if (value.every((item) => !isObject(item)))
        return value.map((item) => display(lng, item, choices)).join(', ');
      return value.map((item) => display(lng, item, undefined)).join('\n');
    }
    if (isObject(value)) {
      return Object.entries(value)
        .map(([key, item]) => `${humanise(key)}: ${display(lng, item, undefined)}`)
        .join(', ');
    }
    return String(value);
  }

  /** The text at an i18n key of the forms namespace (`forms:contact.emailSubject`). */
  function formsText(lng: OwnerLanguage, key: string): string | undefined {
    if (!key.startsWith('forms:')) return undefined;
    let node: unknown = language(lng).formsJson;
    for (const part of key.slice('forms:'.length).split('.')) node = isObject(node) ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  }

  /** A catalogue item's title (catalog.json `items.<id>.title`), or undefined. */
  function catalogTitle(lng: OwnerLanguage, id: string): string | undefined {
    const items = language(lng).catalog.items;
    return isObject(items) ? textAt(items[id], 'title') : undefined;
  }

  function formLabel(lng: OwnerLanguage, formId: string): string {
    const section = versions.at(formId)?.texts?.[lng] ?? language(lng).formsJson[formId];
    return textAt(section, 'inboxName') ?? textAt(section, 'title') ?? formId;
  }

  return {
    /** What the shop's e-mail subject calls a request of this form ("quote request"), in English. */
    emailSubject(formId: string): string {
      const form = formAt(formId);
      return (form && formsText('en', emailSubjectKeyOf(form))) ?? `${formId} request`;
    },

    formLabel,

    /** A field's label, as the newest version that has the field says it (a CSV column's heading). */
    label(lng: OwnerLanguage, formId: string, name: string): string {
      const all = versions.all(formId);
      const index = all.findLastIndex((form) => Object.hasOwn(formFields(form.definition.schema), name));
      const version = index < 0 ? undefined : all[index].version;
      return (
        fieldTexts(lng, formId, name, undefined, version).label ??
        extensionText(lng, all.at(-1)?.definition, name, {})?.label ??
        humanise(name)
      );
    },

    ownerText,

    /**
     * Every stored field, in the form's own order (a field only a condition shows at its place
     * in ui:order, a printing option after the service), then any the form file no longer names.
     */
    fields(lng: OwnerLanguage, formId: string, data: Record<string, unknown>, version?: number): FieldView[] {
      const form = formAsSent(formAt(formId, version), data);
      const order = fieldOrder(form);
      const names = [
        ...order.filter((name) => name in data),
        ...Object.keys(data).filter((n) => !order.includes(n)),
      ];
      return names.map((name) => {
        const texts = fieldTexts(lng, formId, name, form, version);
        const own = extensionText(lng, form, name, data);
        return {
          name,
          label: texts.label ?? own?.label ?? humanise(name),
          value: data[name],
          text: own?.text ?? display(lng, data[name], texts.choices),
        };
      });
    },

    /**
     * The columns of one form's export: every field of every version, in version order, each
     * new one after the field it follows in its version (those a condition shows included; for
     * a form with variants, every variant's fields).
     */
    columns(formId: string): string[] {
      const orders = versions.all(formId).flatMap(({ definition }) => {
        const variants = variantsOf(definition);
        return variants
          ? variants.ids.map((id) => fieldOrder(variants.apply(definition, id)))
          : [fieldOrder(definition)];
      });
      return mergedOrder(orders);
    },

    /** Whether the form prices its requests (an estimate block, or an extension), in any version. */
    hasEstimate(formId: string): boolean {
      const priced = (form: FormFile) => form.estimate !== undefined || extensionPriceTables(form).length > 0;
      return versions.all(formId).some(({ definition }) => priced(definition));
    },

    /** The answers an extension writes as a text of its own (the gang sheet's layout), for the shop's e-mail. */
    extensionTexts(
      lng: OwnerLanguage,
      formId: string,
      data: Texts,
      version?: number,
    ): Record<string, string> {
      const texts = Object.keys(data).map((name) => [
        name,
        extensionText(lng, formAt(formId, version), name, data)?.text,
      ]);
      return Object.fromEntries(texts.filter(([, text]) => text !== undefined));
    },

    /** The field names of a request in its form's order (the shop's e-mail lists them so). */
    order(formId: string, data: Record<string, unknown>, version?: number): string[] {
      return fieldOrder(formAsSent(formAt(formId, version), data)).filter((name) =>
        Object.hasOwn(data, name),
      );
    },

    /**
     * A stored estimate labelled in `lng` (estimate-texts.ts): by the texts of the form as this
     * request was sent, the owner's texts (owner.json `estimate.*`) and the item's name.
     */
    estimate(
      lng: OwnerLanguage,
      formId: string,
      estimate: Estimate,
      data: Record<string, unknown>,
      version?: number,
    ): EstimateView {
      const form = formAsSent(formAt(formId, version), data);
      return estimateView(estimate, data, {
        form,
        order: fieldOrder(form),
        table: tables.get(estimate.table),
        fieldTexts: (name) => fieldTexts(lng, formId, name, form, version),
        ownerText: (key, fallback) => ownerText(lng, key, fallback),
        itemName: () =>
          ownerText(lng, `estimate.items.${estimate.table}`, '') ||
          catalogTitle(lng, estimate.table) ||
          formLabel(lng, formId),
      });
    },

    /** One answer of a request (`data`: all of them, which say the form's variant) as text. */
    display: (
      lng: OwnerLanguage,
      formId: string,
      name: string,
      data: Record<string, unknown>,
      version?: number,
    ) => {
      const form = formAsSent(formAt(formId, version), data);
      return (
        extensionText(lng, form, name, data)?.text ??
        display(lng, data[name], fieldTexts(lng, formId, name, form, version).choices)
      );
    },
  };
}

/** The visitor's name, under whichever field the form calls it. */
export function visitorNameOf(data: Record<string, unknown>): string | null {
  const text = (name: string) => (typeof data[name] === 'string' ? (data[name] as string).trim() : '');
  const full = [text('firstName'), text('lastName')].filter(Boolean).join(' ');
  return text('name') || full || text('contactName') || null;
}

export function visitorEmailOf(data: Record<string, unknown>): string | null {
  return typeof data.email === 'string' && data.email ? data.email : null;
}

/** One line: the longest thing the visitor wrote, else the first answer. */
export function summaryOf(data: Record<string, unknown>): string {
  const texts = Object.entries(data).filter(
    ([name, value]) => typeof value === 'string' && value.trim() && !['email', 'phone'].includes(name),
  ) as [string, string][];
  const longest = texts.reduce<string>((best, [, value]) => (value.length > best.length ? value : best), '');
  const line = longest.replace(/\s+/g, ' ').trim();
  return line.length > 120 ? `${line.slice(0, 119).trimEnd()}…` : line;
}
