/**
 * A form file as it is written, to the form every part of the product uses: each
 * `"enumFrom": "<catalogue list>"` replaced by that list's values as `"enum"`. The browser,
 * the validator compiler and the server all call this, so all three see the same choices.
 * Pure: a new object, the given one untouched.
 */
import { catalogLists } from './catalog-lists.ts';
import type { FieldSchema, FormDefinition, ItemSchema } from './form-definition.ts';

export class UnknownCatalogListError extends Error {
  constructor(field: string, list: string) {
    super(
      `field "${field}": "enumFrom" names "${list}", which is not a catalogue list (core/forms/catalog-lists.ts)`,
    );
    this.name = 'UnknownCatalogListError';
  }
}

function withEnum<T extends FieldSchema | ItemSchema>(field: string, schema: T): T {
  if (schema.enumFrom === undefined) return schema;
  const values = Object.hasOwn(catalogLists, schema.enumFrom) ? catalogLists[schema.enumFrom] : undefined;
  if (!values) throw new UnknownCatalogListError(field, schema.enumFrom);
  const { enumFrom: _list, ...rest } = schema;
  return { ...rest, enum: [...values] } as T;
}

export function resolveForm(definition: FormDefinition): FormDefinition {
  const properties: Record<string, FieldSchema> = {};
  for (const [name, field] of Object.entries(definition.schema.properties)) {
    const resolved = withEnum(name, field);
    properties[name] = resolved.items ? { ...resolved, items: withEnum(name, resolved.items) } : resolved;
  }
  return { ...definition, schema: { ...definition.schema, properties } };
}
