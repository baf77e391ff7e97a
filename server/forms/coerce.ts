/**
 * Form bodies are text: this turns each field into the type its schema says, the way the
 * encoder wrote it (docs/architecture.md "The encoder's rules"): numbers as digits, booleans as 'true'/'false',
 * lists comma-joined or as repeated fields. Text that does not convert is left as it is, so
 * Ajv reports it with the field's name. An empty field counts as not sent.
 */
import type { FieldError } from '../http/intake-error.ts';
import type { JsonSchema } from './form-files.ts';

/** Field name to its values in arrival order (a name may repeat). */
export type FieldMap = Map<string, string[]>;

const integerText = /^-?\d+$/;
const numberText = /^-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
// Tab, line feed and carriage return are text; other control characters never are, and
// PostgreSQL's JSONB refuses NUL outright.
// eslint-disable-next-line no-control-regex
const forbiddenCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udfff]/u;

export function hasForbiddenCharacters(text: string): boolean {
  return forbiddenCharacters.test(text);
}

function typeOf(schema: JsonSchema | undefined): string | undefined {
  const type = schema?.type;
  return Array.isArray(type) ? type.find((t) => t !== 'null') : type;
}

function convert(text: string, schema: JsonSchema | undefined): unknown {
  const value = text.trim();
  switch (typeOf(schema)) {
    case 'integer': {
      const number = Number(value);
      return integerText.test(value) && Number.isSafeInteger(number) ? number : text;
    }
    case 'number': {
      const number = Number(value);
      return numberText.test(value) && Number.isFinite(number) ? number : text;
    }
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : text;
    default:
      return text;
  }
}

/** An own property even for names like __proto__, which Ajv then reports as unknown. */
function put(data: Record<string, unknown>, name: string, value: unknown): void {
  Object.defineProperty(data, name, { value, enumerable: true, writable: true, configurable: true });
}

export function coerceFields(
  fields: FieldMap,
  properties: Record<string, JsonSchema>,
): { data: Record<string, unknown>; errors: FieldError[] } {
  const data: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const [name, values] of fields) {
    if (values.some((value) => forbiddenCharacters.test(value))) {
      errors.push({ field: name, message: 'This field contains characters that are not allowed.' });
      continue;
    }
    const schema = Object.hasOwn(properties, name) ? properties[name] : undefined;
    if (typeOf(schema) === 'array') {
      const items = (values.length === 1 ? values[0].split(',') : values)
        .map((v) => v.trim())
        .filter(Boolean);
      if (items.length > 0)
        put(
          data,
          name,
          items.map((item) => convert(item, schema?.items)),
        );
      continue;
    }
    const sent = values.filter((value) => value !== '');
    if (sent.length > 1) {
      errors.push({ field: name, message: 'This field was sent more than once.' });
    } else if (sent.length === 1) {
      put(data, name, convert(sent[0], schema));
    }
  }
  return { data, errors };
}
