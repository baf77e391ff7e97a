import { useState } from 'react';
import { readDraft, writeDraft } from './drafts.ts';
import { FormRunner, type FormRunnerProps } from './form-runner.tsx';
import type { FormValues } from './types.ts';
import { validatorKey } from './validators.ts';

export interface PresetFormRunnerProps extends Omit<FormRunnerProps, 'formData'> {
  /** Values the visitor's link chose (the service of the item whose Get Quote they clicked). */
  preset?: FormValues;
  /**
   * What the preset stands for (a service and item), when its values also depend on the
   * language: switching language then keeps the form, and what the visitor typed, as it is.
   */
  presetId?: string;
}

/**
 * A form opened with values a link chose. The runner restores a saved draft over its starting
 * values, so an older draft would otherwise bring back another service: the preset wins over
 * the draft's fields it names, and the draft's others (name, e-mail ...) stay. A new preset
 * (another item's link) mounts the form afresh.
 */
export function PresetFormRunner({ preset, presetId, ...runner }: PresetFormRunnerProps) {
  return <Presetted key={presetId ?? JSON.stringify(preset ?? {})} preset={preset} {...runner} />;
}

function Presetted({ preset, ...runner }: Omit<PresetFormRunnerProps, 'presetId'>) {
  // Runs once per preset, before the runner below mounts and reads the draft.
  useState(() => {
    if (!preset || runner.drafts === false) return;
    const key = validatorKey(runner.definition, runner.variant);
    const draft = readDraft(key, runner.definition);
    if (draft) writeDraft(key, runner.definition, { ...draft, ...preset });
  });
  return <FormRunner {...runner} formData={preset} />;
}
