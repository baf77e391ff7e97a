/**
 * The forms the owner edits and publishes (docs/architecture.md "Form versions"): the JSON of
 * the owner's Forms API and of the public GET /api/forms/:formId, typed once for the server
 * (server/forms/form-versions.ts, the owner's form routes) and the pages.
 *
 * A version is a form file (forms/<id>.form.json as written, `enumFrom` not filled in) with
 * its texts: the `forms:<id>` part of locales/en/forms.json and locales/es/forms.json.
 * The form as shipped in forms/ is version 1; each publish or restore adds the next number.
 */
import type { Language } from '../i18n/languages.ts';

/** The `forms:<id>` texts of one language: title, submit, fields.<name>.label, … */
export type FormTextTree = { [key: string]: string | FormTextTree };

export type FormTexts = Record<Language, FormTextTree>;

/** What a version is: the form file and its texts in both languages. */
export type FormContent = {
  /** The form file, as forms/<id>.form.json holds it. */
  file: Record<string, unknown>;
  texts: FormTexts;
};

/** Field names, against the version before. */
export type FormChanges = { added: string[]; removed: string[]; changed: string[] };

export type FormVersionOrigin = 'shipped' | 'owner' | 'restore';

export type FormVersionInfo = {
  version: number;
  /** ISO time. */
  publishedAt: string;
  /** shipped: the file in forms/ when a server first ran with it; owner: a publish; restore. */
  origin: FormVersionOrigin;
  /** The version a restore copied. */
  restoredFrom: number | null;
  changes: FormChanges;
};

export type FormSummary = {
  id: string;
  /** The form's title in each language (its `title` text). */
  title: Record<Language, string>;
  version: number;
  publishedAt: string;
  /** The file in forms/ that this server runs with is in no version yet (a developer changed it). */
  newerDefault: boolean;
  /** Whether the visual editor covers every part of the form (else: the form file only). */
  visual: boolean;
};

/** GET /api/owner/forms */
export type FormsList = { forms: FormSummary[] };

/** The server's limits a form must keep. */
export type FormLimits = {
  /** The most characters a text field may allow (maxLength). */
  maxTextLength: number;
  /** The largest file a files field may allow (ui:options.maxBytes), in bytes. */
  maxUploadBytes: number;
};

/** GET /api/owner/forms/:formId */
export type FormDetail = {
  id: string;
  live: FormVersionInfo & FormContent;
  /** The form in forms/ as this server was started with it, and the version holding it (null: none). */
  shipped: FormContent & { version: number | null };
  /** Newest first. */
  versions: FormVersionInfo[];
  limits: FormLimits;
  /** Fields that stored requests hold answers for: never renamed. */
  usedFields: string[];
  visual: boolean;
};

/**
 * What prerendered pages show of forms whose live version says it otherwise than the build (a
 * title, an intro), by language and form id: a page rendered again after a publish holds its
 * language's in a JSON block of this id, which the browser puts in its i18n before hydrating
 * (docs/architecture.md "Form versions").
 */
export type ServedFormTexts = Partial<Record<Language, Record<string, FormTextTree>>>;
export const servedFormTextsId = 'served-form-texts';

/** One refusal of a draft, at a JSON pointer into {file, texts} (`/file/schema/properties/x`). */
export type FormProblem = { path: string; message: string };

/**
 * The body of POST /api/owner/forms/:formId/check and /publish. `renamed` is what the visual
 * editor knows and JSON cannot say: the fields whose name the owner changed (old → new).
 * `basedOn` is the live version the draft was made from: publishing over a newer one is
 * refused (409), so one owner's tab never silently undoes another's publish.
 */
export type FormDraft = FormContent & { renamed?: Record<string, string>; basedOn: number };

/**
 * 200 from check: the draft is publishable. `validators` is the script the preview validates
 * with, compiled by the server (the browser never compiles a schema).
 * 400 from check and publish: `{ error: 'invalid-form', message, problems: FormProblem[] }`.
 */
export type FormCheck = { problems: []; changes: FormChanges; validators: string };

/** 201 from publish and restore. */
export type FormPublished = { version: number; publishedAt: string };

/** GET /api/owner/forms/:formId/versions/:n: the version's content; `?download=form|texts` as a file. */
export type FormVersion = FormVersionInfo & FormContent;

/**
 * GET /api/forms/:formId, what a visitor's page asks before drawing a form: the live version.
 * `hash` names its content; when it is the hash of the form the build shipped, the page uses
 * its own copy, else `content` and `validators` (a script of this origin, cached for a year).
 */
export type LiveForm = {
  id: string;
  version: number;
  hash: string;
  content?: FormContent;
  validators?: string;
};
