/**
 * The validator RJSF is given. RJSF draws a flat schema of the fields in play (conditions.ts
 * `visibleSchema`: no allOf ever reaches it); the form's own precompiled validator checks the
 * whole schema, conditions and all, on the answers without those of hidden fields, and RJSF is
 * told only the errors of the fields it was given (one step's, when the form is in steps):
 * Ajv's summary of a failed `if` names no field and is dropped, and a `dependentRequired` miss
 * reads as the field's own "required".
 */
import {
  createErrorHandler,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import { withoutHidden } from '../../core/forms/conditions.ts';
import type { FormSchema } from '../../core/forms/form-definition.ts';
import type { FormValues } from './types.ts';

/** The form field an error is about: `.links.0` and `links` are both `links`. */
export function errorField(error: Pick<RJSFValidationError, 'property'>): string {
  return (error.property ?? '').replace(/^\./, '').split(/[.[]/)[0];
}

/** The errors RJSF shows for the fields it was given (`shown`), as our messages expect them. */
export function shownErrors(
  errors: readonly RJSFValidationError[],
  shown: ReadonlySet<string>,
): RJSFValidationError[] {
  return errors
    .filter((error) => error.name !== 'if' && shown.has(errorField(error)))
    .map((error) => (error.name === 'dependentRequired' ? { ...error, name: 'required' } : error));
}

function pick(data: FormValues, names: ReadonlySet<string>): FormValues {
  return Object.fromEntries(Object.entries(data).filter(([name]) => names.has(name)));
}

/**
 * `inner` validates `root` (the precompiled validator of the form's whole schema); the result
 * validates whatever flat schema RJSF passes, as described above.
 */
export function conditionalValidator(inner: ValidatorType, root: FormSchema): ValidatorType<FormValues> {
  const rootSchema = root as unknown as RJSFSchema;
  return {
    validateFormData(
      formData: FormValues | undefined,
      schema: RJSFSchema,
      customValidate?: CustomValidator<FormValues>,
      transformErrors?: ErrorTransformer<FormValues>,
      uiSchema?: UiSchema<FormValues>,
    ): ValidationData<FormValues> {
      const data = withoutHidden(root, formData ?? {});
      const shown = new Set(Object.keys(schema.properties ?? {}));
      const keep: ErrorTransformer<FormValues> = (errors, ui) => {
        const kept = shownErrors(errors, shown);
        return transformErrors ? transformErrors(kept, ui) : kept;
      };
      const result = inner.validateFormData(
        data,
        rootSchema,
        undefined,
        keep,
        uiSchema,
      ) as ValidationData<FormValues>;
      if (typeof customValidate !== 'function') return result;
      // The custom checks see the fields RJSF shows, and so can only add errors to those.
      const visible = pick(data, shown);
      const handler = customValidate(visible, createErrorHandler(visible), uiSchema, result.errorSchema);
      return validationDataMerge(result, unwrapErrorHandler(handler));
    },
    isValid(schema: RJSFSchema, formData: FormValues | undefined): boolean {
      // RJSF asks this only of conditional schemas (if, oneOf), which it is never given.
      try {
        return inner.isValid(schema, withoutHidden(root, formData ?? {}), rootSchema);
      } catch {
        return false;
      }
    },
    rawValidation<Result = unknown>(_schema: RJSFSchema, formData?: FormValues) {
      return inner.rawValidation<Result>(rootSchema, withoutHidden(root, formData ?? {}));
    },
  };
}
