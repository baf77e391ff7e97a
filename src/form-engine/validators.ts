/**
 * The browser's validators are compiled from the form files at build time
 * (scripts/compile-validators.ts), so the browser never compiles a schema: no Ajv compiler is
 * shipped and no `unsafe-eval` is needed (docs/architecture.md "Why the stack is set up as it is"). Each form's validator is its own chunk.
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import { validatorLoaders } from './generated/index.ts';
import { servedInfo } from './served-forms.ts';
import type { FormDefinition } from './types.ts';

/** `contact`, or `printing-order.flyers` for a variant of a form (printing: one per service). */
export function validatorKey(definition: FormDefinition, variant?: string): string {
  return variant ? `${definition.id}.${variant}` : definition.id;
}

/** The validate functions of a loaded module, whichever way the bundler wrapped the CommonJS. */
export function validateFunctions(module: Record<string, unknown>): ValidatorFunctions {
  const inner = module.default;
  const source = inner && typeof inner === 'object' ? (inner as Record<string, unknown>) : module;
  return Object.fromEntries(
    Object.entries(source).filter(([, value]) => typeof value === 'function'),
  ) as ValidatorFunctions;
}

const loaded = new Map<string, Promise<ValidatorFunctions>>();

/** Loads (once) the compiled validate functions of a form. Rejects if the key was never compiled. */
export function loadValidatorFunctions(key: string): Promise<ValidatorFunctions> {
  let pending = loaded.get(key);
  if (!pending) {
    const load = validatorLoaders[key];
    pending = load
      ? load().then(validateFunctions)
      : Promise.reject(new Error(`No compiled validator for "${key}": run scripts/compile-validators.ts`));
    loaded.set(key, pending);
  }
  return pending;
}

const served = new WeakMap<FormDefinition, Map<string, Promise<ValidatorFunctions>>>();

/**
 * The validate functions the runner uses for a form: a served version's from its script
 * (served-forms.ts), else the build's. The same promise for the same form and key, as `use` needs.
 */
export function validatorFunctionsFor(definition: FormDefinition, key: string): Promise<ValidatorFunctions> {
  const script = servedInfo(definition)?.validators;
  if (!script) return loadValidatorFunctions(key);
  let byKey = served.get(definition);
  if (!byKey) served.set(definition, (byKey = new Map()));
  let pending = byKey.get(key);
  if (!pending) {
    pending = script.then((all) => all[key] ?? Promise.reject(new Error(`No served validator for "${key}"`)));
    byKey.set(key, pending);
  }
  return pending;
}

export function precompiledValidator(functions: ValidatorFunctions, schema: RJSFSchema): ValidatorType {
  return createPrecompiledValidator(functions, schema);
}
