/**
 * One printing form file serves six services: the option fields of each service come from
 * catalog/printing-options.ts and are merged in here, the same way in the browser (to render
 * and precompile) and on the server (to validate). Pure: no React, no file system.
 */
import { printingOptionNames, printingOptions, type PrintingOption } from '../../catalog/printing-options.ts';
import type { PrintingServiceId } from '../../catalog/printing.ts';
import type { FieldSchema, FieldUiSchema, FormDefinition } from './form-definition.ts';

/** The field after which the option fields are shown: the service they belong to. */
const anchorField = 'service';

function optionField(option: PrintingOption): FieldSchema {
  return { type: 'string', enum: [...option.values], default: option.default };
}

function optionUi(option: PrintingOption): FieldUiSchema {
  return { 'ui:widget': 'select', 'ui:options': { textKey: `printing.options.${option.name}` } };
}

/**
 * A new definition with the service's option fields added as required enums (default: the
 * first value), placed right after `service` in ui:order. The given definition is not changed.
 */
export function formForService(definition: FormDefinition, serviceId: PrintingServiceId): FormDefinition {
  const options: readonly PrintingOption[] = printingOptions[serviceId];
  if (!options) throw new Error(`Unknown printing service: ${String(serviceId)}`);
  const names = options.map((option) => option.name as string);
  const clash = names.find((name) => name in definition.schema.properties);
  if (clash) throw new Error(`${definition.id} already defines the printing option field ${clash}`);

  const properties: Record<string, FieldSchema> = { ...definition.schema.properties };
  const uiSchema = { ...definition.uiSchema };
  for (const option of options) {
    properties[option.name] = optionField(option);
    uiSchema[option.name] = optionUi(option);
  }
  const order = [...definition.uiSchema['ui:order']];
  const at = order.indexOf(anchorField) + 1; // 0 when there is no service field: options first
  order.splice(at, 0, ...names);
  uiSchema['ui:order'] = order;

  return {
    ...definition,
    schema: {
      ...definition.schema,
      properties,
      required: [
        ...definition.schema.required,
        ...names.filter((n) => !definition.schema.required.includes(n)),
      ],
    },
    uiSchema,
  };
}

/**
 * Which service a printing submission is for, read from the option fields it carries (each
 * service has its own set of option names), or undefined when the set matches none.
 */
export function printingServiceForData(data: Record<string, unknown>): PrintingServiceId | undefined {
  const present = new Set(printingOptionNames.filter((name) => name in data));
  const entries = Object.entries(printingOptions) as [PrintingServiceId, readonly PrintingOption[]][];
  const match = entries.find(
    ([, options]) => options.length === present.size && options.every((o) => present.has(o.name)),
  );
  return match?.[0];
}
