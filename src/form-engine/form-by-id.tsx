/**
 * <FormById id="contact" />: any form file on any page, by its id. The form file loads as its
 * own chunk (the page holds a Suspense boundary), then the runner draws it; a preset (the values
 * a Get Quote link chose) is applied over a saved draft.
 */
import { use } from 'react';
import type { FormDefinition } from '../../core/forms/form-definition.ts';
import { loadForm } from './form-manifest.ts';
import { PresetFormRunner, type PresetFormRunnerProps } from './preset-form-runner.tsx';

export interface FormByIdProps extends Omit<PresetFormRunnerProps, 'definition'> {
  /** The form file's id: forms/<id>.form.json. */
  id: string;
}

/** The form's definition (as a variant when given one); suspends until it has loaded. */
export function useFormDefinition(id: string, variant?: string): FormDefinition {
  return use(loadForm(id, variant));
}

export function FormById({ id, ...runner }: FormByIdProps) {
  const definition = useFormDefinition(id, runner.variant);
  return <PresetFormRunner definition={definition} {...runner} />;
}
