/**
 * Conditions in a form file, as standard JSON Schema says them (forms/README.md "Conditions"):
 * the schema's `allOf` holds `if` / `then` / `else` blocks, and `dependentRequired` makes
 * fields required while another has an answer. The browser and the server both ask this module
 * which fields are in play for the answers given: the browser shows only those (and drops the
 * answers of the others), the server's schema refuses the others (`unevaluatedProperties`).
 *
 * The contract (forms/form.schema.json) keeps an `if` to what this module evaluates exactly as
 * JSON Schema does: the fields it names are all in its `required`, each tested with `const` or
 * `enum`. Pure: no React, no file system.
 */
import { formFields, type Condition, type FormSchema } from './form-definition.ts';

export type Answers = Readonly<Record<string, unknown>>;

/** Whether a field counts as answered: what the encoder sends (empty text and lists are not). */
export function isAnswered(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  return !(Array.isArray(value) && value.length === 0);
}

/** Whether a condition's `if` holds for the answers (JSON Schema's own meaning, for its subset). */
export function conditionHolds(condition: Condition, answers: Answers): boolean {
  const test = condition.if;
  if (!test.required.every((name) => Object.hasOwn(answers, name) && isAnswered(answers[name]))) return false;
  return Object.entries(test.properties ?? {}).every(([name, rule]) => {
    if (!Object.hasOwn(answers, name)) return true; // JSON Schema: properties tests only what is present
    const value = answers[name];
    return 'const' in rule ? value === rule.const : rule.enum.includes(value as string | number);
  });
}

export interface ActiveForm {
  /** The fields in play, in no particular order. */
  fields: Set<string>;
  /** The fields required for these answers. */
  required: Set<string>;
}

/**
 * Which fields are in play, and which are required, for these answers. A condition is evaluated
 * on the answers of fields in play only, so a hidden field never switches another on; repeated
 * until nothing changes (a branch's field may control a later condition).
 */
export function activeForm(schema: FormSchema, answers: Answers): ActiveForm {
  const conditions = schema.allOf ?? [];
  let fields = new Set(Object.keys(schema.properties));
  let applied: (Condition['then'] | undefined)[] = [];
  for (let round = 0; round <= conditions.length; round++) {
    const visible = Object.fromEntries(Object.entries(answers).filter(([name]) => fields.has(name)));
    applied = conditions.map((condition) =>
      conditionHolds(condition, visible) ? condition.then : condition.else,
    );
    const next = new Set(Object.keys(schema.properties));
    for (const branch of applied) for (const name of Object.keys(branch?.properties ?? {})) next.add(name);
    const same = next.size === fields.size && [...next].every((name) => fields.has(name));
    fields = next;
    if (same) break;
  }
  const required = new Set(schema.required);
  for (const branch of applied) for (const name of branch?.required ?? []) required.add(name);
  for (const [name, dependents] of Object.entries(schema.dependentRequired ?? {})) {
    if (fields.has(name) && isAnswered(answers[name]))
      for (const dependent of dependents) required.add(dependent);
  }
  return { fields, required };
}

/** The answers without those of fields not in play (what the browser keeps and sends). */
export function withoutHidden<T extends Answers>(schema: FormSchema, answers: T): T {
  if (!schema.allOf?.length) return answers;
  const { fields } = activeForm(schema, answers);
  return Object.fromEntries(Object.entries(answers).filter(([name]) => fields.has(name))) as T;
}

/**
 * The schema RJSF draws for these answers: a flat object of the fields in play (of `only`, when
 * given: one step's fields), in the order of `formFields`, and those of them that are required.
 * Validation still runs against the form's whole schema (src/form-engine/validators.ts).
 */
export function visibleSchema(schema: FormSchema, answers: Answers, only?: readonly string[]): FormSchema {
  const { fields, required } = activeForm(schema, answers);
  const all = formFields(schema);
  const shown = Object.keys(all).filter((name) => fields.has(name) && (!only || only.includes(name)));
  return {
    type: 'object',
    properties: Object.fromEntries(shown.map((name) => [name, all[name]])),
    required: shown.filter((name) => required.has(name)),
  };
}

/** Every field a condition or a dependentRequired names, with the places that name it. */
export function conditionReferences(schema: FormSchema): { field: string; place: string }[] {
  const references: { field: string; place: string }[] = [];
  (schema.allOf ?? []).forEach((condition, index) => {
    const at = `/schema/allOf/${index}`;
    for (const name of condition.if.required) references.push({ field: name, place: `${at}/if/required` });
    for (const name of Object.keys(condition.if.properties ?? {}))
      references.push({ field: name, place: `${at}/if/properties/${name}` });
    for (const key of ['then', 'else'] as const) {
      for (const name of condition[key]?.required ?? [])
        references.push({ field: name, place: `${at}/${key}/required` });
    }
  });
  for (const [name, dependents] of Object.entries(schema.dependentRequired ?? {})) {
    references.push({ field: name, place: `/schema/dependentRequired/${name}` });
    for (const dependent of dependents)
      references.push({ field: dependent, place: `/schema/dependentRequired/${name}` });
  }
  return references;
}

/**
 * What a form file's conditions get wrong, one `<place>: <problem>` line each: a field that is
 * not one of the form's, an `if` that tests a field without naming it in its own `required`, a
 * value the tested field can never hold, a branch field that is also an always-shown one.
 */
export function conditionProblems(schema: FormSchema): string[] {
  const problems: string[] = [];
  const fields = formFields(schema);
  for (const { field, place } of conditionReferences(schema)) {
    if (!Object.hasOwn(fields, field)) problems.push(`${place}: ${field} is not a field of this form`);
  }
  (schema.allOf ?? []).forEach((condition, index) => {
    const at = `/schema/allOf/${index}`;
    for (const [name, rule] of Object.entries(condition.if.properties ?? {})) {
      if (!condition.if.required.includes(name)) {
        problems.push(
          `${at}/if/required: must list ${name}, which the condition tests (without it an empty ${name} counts as matching)`,
        );
      }
      const choices = fields[name]?.enum;
      const tested = 'const' in rule ? [rule.const] : rule.enum;
      const field = fields[name];
      for (const value of tested) {
        const fits = choices
          ? choices.includes(value as string | number)
          : field?.type === 'boolean'
            ? typeof value === 'boolean'
            : true;
        if (field && !fits)
          problems.push(
            `${at}/if/properties/${name}: ${JSON.stringify(value)} is not a value ${name} can hold`,
          );
      }
    }
    for (const key of ['then', 'else'] as const) {
      for (const name of Object.keys(condition[key]?.properties ?? {})) {
        if (Object.hasOwn(schema.properties, name))
          problems.push(`${at}/${key}/properties/${name}: ${name} is already a field every visitor sees`);
      }
    }
  });
  return problems;
}
