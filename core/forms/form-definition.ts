/**
 * The TypeScript shape of a form file (forms/<form-id>.form.json), as forms/form.schema.json
 * describes it, plus small pure helpers shared by the browser and the intake server. Nothing
 * here reads files or imports React: the server loads the JSON itself, the browser imports it.
 */

export type FieldFormat = 'email' | 'uri' | 'date' | 'time';

/** The items of a list field: chosen from an enum, or typed (then with a maxLength). */
export interface ItemSchema {
  type: 'string';
  format?: FieldFormat;
  enum?: string[];
  enumFrom?: string;
  maxLength?: number;
  pattern?: string;
}

export interface FieldSchema {
  type: 'string' | 'integer' | 'number' | 'boolean' | 'array';
  format?: FieldFormat;
  enum?: (string | number)[];
  /** The choices come from a named catalogue list (catalog-lists.ts), e.g. `dtf.sizes`. */
  enumFrom?: string;
  default?: string | number | boolean | string[];
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  items?: ItemSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
}

/**
 * The test of a condition: the controlling fields named in `required` (so that an empty field
 * never matches) and the values they must hold, as `const` or `enum`.
 */
export interface ConditionTest {
  required: string[];
  properties: Record<string, { const: string | number | boolean } | { enum: (string | number)[] }>;
}

/** What a branch of a condition adds while it applies: fields, and fields it makes required. */
export interface ConditionBranch {
  properties?: Record<string, FieldSchema>;
  required?: string[];
}

/** One block of the schema's `allOf`: standard JSON Schema if / then / else. */
export interface Condition {
  if: ConditionTest;
  then?: ConditionBranch;
  else?: ConditionBranch;
}

export interface FormSchema {
  type: 'object';
  required: string[];
  /** The fields every visitor sees; a field that only a condition's branch defines is not here. */
  properties: Record<string, FieldSchema>;
  additionalProperties?: false;
  /** Conditions (core/forms/conditions.ts). */
  allOf?: Condition[];
  /** Standard JSON Schema: while a field has an answer, these fields are required too. */
  dependentRequired?: Record<string, string[]>;
}

export type WidgetName =
  | 'text'
  | 'textarea'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'checkboxes'
  | 'date'
  | 'time'
  | 'email'
  | 'url'
  | 'tel'
  | 'updown'
  | 'files'
  | 'hidden';

export interface FieldUiOptions {
  /** files: the extensions the picker accepts, each with its dot. */
  accept?: string[];
  /** files: the largest file accepted, in bytes. */
  maxBytes?: number;
  /** A files field: its files together, in one request, at most this many bytes. */
  maxTotalBytes?: number;
  /** files: more than one file. */
  multiple?: boolean;
  rows?: number;
  inputType?: 'text' | 'tel' | 'url' | 'email' | 'number';
  orderable?: boolean;
  inline?: boolean;
  /** date: 'today' means no date before the visitor's today (booking). */
  minDate?: 'today';
  /**
   * Where the field's texts live in the forms namespace when not under <form-id>.fields.<name>:
   * `<textKey>.label` and `<textKey>.values.<value>` (printing options, shared by six services).
   */
  textKey?: string;
}

export interface FieldUiSchema {
  'ui:widget'?: WidgetName;
  'ui:autocomplete'?: string;
  'ui:options'?: FieldUiOptions;
  items?: FieldUiSchema;
}

/** One step of a form in steps: its id (title `forms:<form>.steps.<id>.title`) and its fields. */
export interface FormStep {
  id: string;
  fields: string[];
}

export type UiSchema = { 'ui:order': string[]; 'ui:steps'?: FormStep[] } & {
  [field: string]: FieldUiSchema | string[] | FormStep[] | undefined;
};

export interface SubmitSettings {
  /** A name resolved against FORMS_BASE_URL, an absolute URL, or null: log to the console only. */
  endpoint: string | null;
  encoding: 'urlencoded' | 'multipart';
  feedback: 'banner' | 'alert';
  onSuccess: 'reset';
  /** i18n keys, `forms:<form-id>.messages.<name>`. */
  messages: { success: string; error: string; successTitle?: string; errorTitle?: string };
}

/** A named extension (extensions.ts), with its options when it takes any. */
export type ExtensionEntry = string | { name: string; [option: string]: unknown };

export interface FormDefinition {
  $schema?: string;
  id: string;
  /**
   * Whether the form has a page of its own at /request/<id> (default true), titled and
   * introduced by its locale entry. False for forms placed on other pages with <FormById>.
   */
  page?: boolean;
  /** The letter its references start with (`Q` in Q-7K3F9Q); default `R`. */
  reference?: string;
  /** The i18n key of what the shop's e-mail subject calls it; default `forms:<id>.emailSubject`. */
  emailSubject?: string;
  /** Behaviour beyond the schema, by name (extensions.ts). */
  extensions?: ExtensionEntry[];
  schema: FormSchema;
  uiSchema: UiSchema;
  submit: SubmitSettings;
  /** A live price estimate from a price table in catalog/prices/ (core/pricing/estimate.ts). */
  estimate?: EstimateSettings;
}

/** Which fee of the table a field switches on: a boolean field, or a field holding one value. */
export type FeeSwitch = string | { field: string; const: string | number | boolean };

export interface EstimateSettings {
  /** The price table's id (catalog/prices/<id>.json), or "{variant}": the variant's own (printing). */
  table: string;
  /**
   * Table dimension to the field that gives it. A dimension not listed here is read from the
   * field of its own name; one the form does not ask (or a hidden field) is priced at its first
   * value.
   */
  dimensions?: Record<string, string>;
  /** Table fee to the field that switches it on. */
  fees?: Record<string, FeeSwitch>;
}

export const defaultReferenceLetter = 'R';

/** Whether the form has its own page at /request/<id>. */
export function hasOwnPage(definition: Pick<FormDefinition, 'page' | 'submit'>): boolean {
  return definition.page !== false && definition.submit.endpoint !== null;
}

export function referenceLetterOf(definition: Pick<FormDefinition, 'reference'>): string {
  return definition.reference ?? defaultReferenceLetter;
}

export function emailSubjectKeyOf(definition: Pick<FormDefinition, 'id' | 'emailSubject'>): string {
  return definition.emailSubject ?? `forms:${definition.id}.emailSubject`;
}

/**
 * Types an imported or parsed form file. JSON imports infer `string` where the type needs
 * literals ('object', 'multipart'); form.schema.json and its test guarantee the shape.
 */
export function asFormDefinition(json: unknown): FormDefinition {
  return json as FormDefinition;
}

/** The uiSchema entry of one field ({} when the file gives none). */
export function fieldUi(definition: FormDefinition, field: string): FieldUiSchema {
  const entry = definition.uiSchema[field];
  return entry && !Array.isArray(entry) ? (entry as FieldUiSchema) : {};
}

/**
 * Every field of the form with its schema: the ones every visitor sees, then those that only a
 * condition's branch defines (a field defined in two branches is taken from the first).
 */
export function formFields(schema: FormSchema): Record<string, FieldSchema> {
  const fields: Record<string, FieldSchema> = { ...schema.properties };
  for (const condition of schema.allOf ?? []) {
    for (const branch of [condition.then, condition.else]) {
      for (const [name, field] of Object.entries(branch?.properties ?? {})) {
        if (!Object.hasOwn(fields, name)) fields[name] = field;
      }
    }
  }
  return fields;
}

export interface FileFieldLimits {
  accept: string[];
  maxBytes: number;
  multiple: boolean;
  /** From the schema's maxItems. */
  maxFiles: number;
  /** The field's files together, in one request, when the form file bounds them. */
  maxTotalBytes?: number;
}

/** Every field that holds files (ui:widget "files"), with the limits the browser and server enforce. */
export function fileFields(definition: FormDefinition): Record<string, FileFieldLimits> {
  const out: Record<string, FileFieldLimits> = {};
  for (const [name, field] of Object.entries(formFields(definition.schema))) {
    const ui = fieldUi(definition, name);
    if (ui['ui:widget'] !== 'files') continue;
    const options = ui['ui:options'] ?? {};
    out[name] = {
      accept: options.accept ?? [],
      maxBytes: options.maxBytes ?? 0,
      multiple: options.multiple ?? false,
      maxFiles: field.maxItems ?? 1,
      ...(options.maxTotalBytes !== undefined ? { maxTotalBytes: options.maxTotalBytes } : {}),
    };
  }
  return out;
}
