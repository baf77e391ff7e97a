/**
 * Ajv's errors as the field errors the intake answers with: the payload field's name and a
 * plain English sentence (the browser shows its own translated messages first; these are
 * for API clients, logs and anything the browser did not catch).
 */
import type { ErrorObject } from 'ajv';
import type { FieldError } from '../http/intake-error.ts';

/** A field name echoed back is cut short: unknown names come from whoever sent them. */
function shown(name: string): string {
  return name.length > 64 ? `${name.slice(0, 64)}…` : name;
}

const typeMessages: Readonly<Record<string, string>> = {
  integer: 'Must be a whole number.',
  number: 'Must be a number.',
  boolean: "Must be 'true' or 'false'.",
  string: 'Must be text.',
  array: 'Must be a list.',
  object: 'Must be a group of fields.',
};

const formatMessages: Readonly<Record<string, string>> = {
  email: 'Must be a valid e-mail address, like name@example.com.',
  uri: 'Must be a full web address, like https://example.com.',
  url: 'Must be a full web address, like https://example.com.',
  date: 'Must be a date, like 2030-01-31.',
  time: 'Must be a time, like 14:30.',
  'date-time': 'Must be a date and time, like 2030-01-31T14:30:00Z.',
};

export function messageOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
    case 'dependentRequired':
      return 'This field is required.';
    case 'additionalProperties':
      return 'This field is not part of the form.';
    case 'unevaluatedProperties':
      // A name no part of the schema defines (fieldErrorsOf tells a field whose condition does
      // not hold apart: core/forms/conditions.ts).
      return 'This field is not part of the form.';
    case 'type':
      return typeMessages[String(params.type).split(',')[0]] ?? 'Has the wrong type.';
    case 'format':
      return formatMessages[String(params.format)] ?? 'Has the wrong format.';
    case 'maxLength':
      return `Must be at most ${params.limit} characters.`;
    case 'minLength':
      return params.limit === 1 ? 'This field is required.' : `Must be at least ${params.limit} characters.`;
    case 'enum':
    case 'const':
      return "Must be one of the form's options.";
    case 'minimum':
      return `Must be at least ${params.limit}.`;
    case 'maximum':
      return `Must be at most ${params.limit}.`;
    case 'exclusiveMinimum':
      return `Must be more than ${params.limit}.`;
    case 'exclusiveMaximum':
      return `Must be less than ${params.limit}.`;
    case 'multipleOf':
      return `Must be a multiple of ${params.multipleOf}.`;
    case 'maxItems':
      return `Choose at most ${params.limit}.`;
    case 'minItems':
      return `Choose at least ${params.limit}.`;
    case 'uniqueItems':
      return 'Each choice may appear only once.';
    case 'pattern':
      return 'Has the wrong format.';
    case 'formatMinimum':
    case 'formatExclusiveMinimum':
      return `Must not be earlier than ${params.limit}.`;
    case 'formatMaximum':
    case 'formatExclusiveMaximum':
      return `Must not be later than ${params.limit}.`;
    default:
      return 'This value is not accepted.';
  }
}

/** The top-level field an error is about: '/platforms/1' is 'platforms'. */
export function fieldOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath.split('/').slice(1);
  if (path.length === 0 && (error.keyword === 'required' || error.keyword === 'dependentRequired'))
    return String(params.missingProperty);
  if (path.length === 0 && error.keyword === 'additionalProperties') return String(params.additionalProperty);
  if (path.length === 0 && error.keyword === 'unevaluatedProperties')
    return String(params.unevaluatedProperty);
  return (path[0] ?? '').replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * One error per field and message, at most `limit` of them (a hostile body may have thousands).
 * `fields`: every field of the form; one of them refused as unevaluated is a field whose
 * condition does not hold for the answers sent (bed length for a car), and is said so.
 */
export function fieldErrorsOf(
  errors: readonly ErrorObject[] | null | undefined,
  limit = 50,
  fields: Readonly<Record<string, unknown>> = {},
): FieldError[] {
  const result: FieldError[] = [];
  const seen = new Set<string>();
  for (const error of errors ?? []) {
    // if/then/else and anyOf add a summary error after the real ones: skip it.
    if (error.keyword === 'if' || error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    const field = fieldOf(error);
    const hidden = error.keyword === 'unevaluatedProperties' && Object.hasOwn(fields, field);
    const fieldError = {
      field: shown(field),
      message: hidden ? 'This field is not part of the form for the answers given.' : messageOf(error),
    };
    const key = `${fieldError.field}\n${fieldError.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(fieldError);
    if (result.length >= limit) break;
  }
  return result;
}
