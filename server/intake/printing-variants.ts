/**
 * One printing form file serves six services: each service's option fields are merged in by
 * the form engine's pure `formForService` (the same merge the browser renders and
 * precompiles). The server compiles one schema per service at start and picks it by the set
 * of option fields a submission carries (`printingServiceForData`): the `service` field is
 * the service's display title, free text.
 */
import { printingServiceIds } from '../../catalog/printing.ts';
import type { FormDefinition } from '../../core/forms/form-definition.ts';
import { formForService, printingServiceForData } from '../../core/forms/printing.ts';
import type { FieldMap } from './coerce.ts';
import type { FormFile } from './form-files.ts';

export const printingFormId = 'printing-order';

/** The printing form as each service's variant, by service id. */
export function printingVariants(base: FormFile): Map<string, FormFile> {
  const definition = base as unknown as FormDefinition;
  return new Map(printingServiceIds.map((id) => [id, formForService(definition, id) as unknown as FormFile]));
}

/** The service id whose option fields the submission carries, exactly; else undefined. */
export function serviceOf(fields: FieldMap): string | undefined {
  return printingServiceForData(Object.fromEntries([...fields.keys()].map((name) => [name, true])));
}
