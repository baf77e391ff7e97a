/**
 * <FormRunner>: renders any form file with RJSF, our widget registry and the form's precompiled
 * validator, in the active language; sends it (or hands it to `onSubmit` for local forms), shows
 * the outcome, resets on success and keeps a draft until then.
 *
 * A form with conditions (core/forms/conditions.ts) shows the fields in play for the answers so
 * far: RJSF is given a flat schema of those (never an allOf), a field appears while its condition
 * holds (a polite live region says so) and disappears with its answer when it stops holding. A
 * form in steps (`ui:steps`) shows one step at a time; its Next checks that step's fields. A form
 * with an `estimate` shows the live price (form-estimate.tsx).
 */
import { chakra } from '@chakra-ui/react';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, RJSFValidationError, UiSchema, ValidatorType } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { use, useEffect, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useInRouterContext } from 'react-router-dom';
import { withoutHidden } from '../../core/forms/conditions.ts';
import { fileFields } from '../../core/forms/form-definition.ts';
import { useTranslation } from '../lib/use-translation.ts';
import { conditionalValidator } from './conditional-validator.ts';
import { FileStoreContext } from './file-store.ts';
import { focusFirstInvalid } from './focus.ts';
import { FormEstimate } from './form-estimate.tsx';
import { localizeUiSchema } from './localize.ts';
import { createCustomValidate, createTransformErrors, createTranslateString } from './messages.ts';
import { templates, widgets } from './registry.ts';
import type { SendResult } from './send.ts';
import { SubmissionBanner } from './submission-banner.tsx';
import { useSubmission } from './submission.ts';
import { UploadScopeContext, useFormUploadScope } from './upload-context.ts';
import type { UploadManager } from './uploads/upload-manager.ts';
import { useLocalStep, useRouterStep, type StepNavigation } from './step-navigation.ts';
import { formSteps } from './steps.ts';
import { StepButtons, StepHeading, useShownStep } from './step-parts.tsx';
import { useDrawnForm, useFocusRepair } from './use-conditional-fields.ts';
import { SubmitButton } from './templates/submit-button.tsx';
import type { FileMap, FormDefinition, FormValues, SubmissionExtras } from './types.ts';
import { useFormValues } from './use-form-values.ts';
import { UploadStatus } from './upload-progress.tsx';
import { precompiledValidator, validatorFunctionsFor, validatorKey } from './validators.ts';
import { servedInfo } from './served-forms.ts';
import { elapsedName, formVersionName, Honeypot, honeypotName, languageName } from './honeypot.tsx';

export interface FormRunnerProps {
  definition: FormDefinition;
  /** A variant of the form with its own compiled validator: printing's service id. */
  variant?: string;
  /** Starting values over the schema's defaults (a saved draft wins over them). */
  formData?: FormValues;
  /** Values the page owns (printing's service, the website package): always over the form's. */
  fixedValues?: FormValues;
  /** Sent along with the form: extra fields, or the DTF cart. A function is read at submit time. */
  extras?: SubmissionExtras | (() => SubmissionExtras);
  /** Called with valid data before anything is sent; `false` stops the submit (DTF empty cart). */
  beforeSubmit?: (formData: FormValues) => boolean | void;
  /** Replaces sending, for local forms (the DTF item form adds to the cart). The form then resets. */
  onSubmit?: (formData: FormValues, files: FileMap) => void;
  /** After a successful send (DTF: empty the cart, close the modal). */
  onSubmitted?: (result: SendResult, formData: FormValues) => void;
  /** A form in steps keeps its step in the page's address (default); false: in its own state (a preview). */
  stepsInAddress?: boolean;
  /** The server has a newer version of this form (form-by-id.tsx draws it). */
  onFormChanged?: () => void;
  /** When the visitor first saw this form, if before this runner (a newer version drawn in its place). */
  shownSince?: number;
  onChange?: (formData: FormValues) => void;
  /**
   * Corrects what the visitor typed when a field loses focus, and before an Enter submits (DTF:
   * an invalid quantity falls back to 1). Must return its argument when nothing changes.
   */
  normalize?: (formData: FormValues) => FormValues;
  /**
   * Added to choices' labels, by field and value (DTF: each size's price), as
   * `forms:widgets.choiceWithNote` writes them: "Small (up to 4") — $3.50".
   */
  choiceNotes?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Keeps the submit button disabled (DTF: until a size is chosen). */
  submitDisabled?: boolean;
  /** Hide the last banner when a new submit starts (the printing form). */
  resetResultOnSubmit?: boolean;
  /** Keep a draft in localStorage until the form is sent (default true). */
  drafts?: boolean;
  /** Shown between the fields and the submit button (an order summary). */
  children?: ReactNode;
  /** Shown beside the submit button (the DTF window's Cancel). */
  actions?: ReactNode;
  /** A validator to use instead of the compiled one (tests; forms built while the page runs). */
  validator?: ValidatorType;
  fetchImpl?: typeof fetch;
  /** Makes the XMLHttpRequest that sends a submission with files (tests; see send.ts). */
  createXhr?: () => XMLHttpRequest;
  /** Uploads the form's files (default: the page's one manager, uploads/default-manager.ts). */
  uploads?: UploadManager;
}

/** The localized uiSchema with each noted choice's label extended by its note. */
function withChoiceNotes(uiSchema: UiSchema, notes: FormRunnerProps['choiceNotes'], t: TFunction): UiSchema {
  if (!notes) return uiSchema;
  const result = { ...uiSchema };
  for (const [field, byValue] of Object.entries(notes)) {
    const own = (result[field] as UiSchema | undefined) ?? {};
    const labels = (own['ui:enumNames'] ?? {}) as Record<string, string>;
    const noted = Object.fromEntries(
      Object.entries(labels).map(([value, label]) => [
        value,
        byValue[value] ? t('widgets.choiceWithNote', { label, note: byValue[value] }) : label,
      ]),
    );
    result[field] = { ...own, 'ui:enumNames': noted };
  }
  return result;
}

/**
 * Types a corrected value into a number input. RJSF's NumberField shows what was last typed while
 * it "matches" the value (it would keep showing '0' or '10000' over a corrected 1): a real input
 * event makes it take the new text as typed.
 */
function retypeNumber(id: string, value: unknown) {
  const input = document.getElementById(id);
  if (!(input instanceof HTMLInputElement) || input.type !== 'number') return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, String(value ?? ''));
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The form's whole validator, wrapped to check what RJSF shows (conditional-validator.ts). */
function useValidator(props: FormRunnerProps, key: string): ValidatorType {
  const functions = props.validator ? null : use(validatorFunctionsFor(props.definition, key));
  const schema = props.definition.schema;
  return useMemo(
    () =>
      conditionalValidator(
        // form-definition.ts types the schema more strictly than JSON Schema 7 does (`default: unknown`).
        props.validator ?? precompiledValidator(functions!, schema as RJSFSchema),
        schema,
      ),
    [props.validator, functions, schema],
  );
}

/** Milliseconds since a time, as sent (read when the form is sent, never while drawing). */
const msSince = (start: number) => String(Date.now() - start);

export function FormRunner(props: FormRunnerProps) {
  // A form in steps on a page keeps its step in the address; anywhere else in its own state.
  const inRouter = useInRouterContext();
  return inRouter && props.stepsInAddress !== false && formSteps(props.definition) ? (
    <RoutedRunner {...props} />
  ) : (
    <LocalRunner {...props} />
  );
}

function RoutedRunner(props: FormRunnerProps) {
  return <Runner {...props} navigation={useRouterStep()} />;
}

function LocalRunner(props: FormRunnerProps) {
  return <Runner {...props} navigation={useLocalStep()} />;
}

function Runner(props: FormRunnerProps & { navigation: StepNavigation }) {
  const {
    definition,
    variant,
    fixedValues,
    extras,
    beforeSubmit,
    onSubmit,
    onSubmitted,
    onChange,
    normalize,
    navigation,
  } = props;
  const { t, i18n } = useTranslation('forms');
  const key = validatorKey(definition, variant);
  const idPrefix = key.replace(/\./g, '-');
  const validator = useValidator(props, key);
  const values = useFormValues(definition, key, props.formData, props.drafts !== false);
  const submission = useSubmission(definition, {
    resetResultOnSubmit: props.resetResultOnSubmit,
    fetchImpl: props.fetchImpl,
    createXhr: props.createXhr,
    uploads: props.uploads,
  });
  const uploadScope = useFormUploadScope(definition, Boolean(onSubmit), props.uploads);
  const honeypot = useRef<HTMLInputElement>(null);
  // When the form first showed: the intake files a request sent faster than a person can type as spam.
  const shownAt = useRef(0);
  const { shownSince } = props;
  useEffect(() => {
    shownAt.current = shownSince ?? Date.now();
  }, [shownSince]);
  const formElement = useRef<HTMLDivElement>(null);

  const { choiceNotes } = props;
  const uiSchema = useMemo(
    () => withChoiceNotes(localizeUiSchema(definition, t), choiceNotes, t),
    [definition, t, choiceNotes],
  );
  // The data as RJSF last reported it, for transformErrors (which RJSF gives no data).
  const latest = useRef<FormValues>({});
  // Whether `latest` holds what RJSF reported since the form was (re)mounted: before that there
  // is nothing typed to normalize, and an old `latest` must not come back after a reset.
  const reported = useRef(false);
  // The step's heading; focus goes there when the step changes, or when a focused field goes.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusRepair = useFocusRepair(
    formElement,
    heading,
    Boolean(definition.schema.allOf?.length),
    idPrefix,
  );
  const resetValues = () => {
    focusRepair.forget();
    reported.current = false;
    latest.current = {};
    values.reset();
  };
  const transformErrors = useMemo(
    // eslint-disable-next-line react-hooks/refs -- the getter runs when RJSF validates, not in render
    () => createTransformErrors(t, () => latest.current),
    [t],
  );
  const translateString = useMemo(() => createTranslateString(t), [t]);
  const customValidate = useMemo(() => createCustomValidate(definition, t), [definition, t]);
  const formData = { ...values.formData, ...fixedValues };

  const shown = useShownStep(
    definition,
    validator,
    formData,
    navigation,
    createTransformErrors(t, () => formData),
    heading,
  );
  const { step } = shown;
  const drawn = useDrawnForm(
    definition.schema,
    uiSchema,
    formData,
    step?.fields,
    `${values.generation}|${step?.id ?? ''}`,
    t,
    i18n.language,
  );
  const applyNormalize = () => {
    if (!normalize || !reported.current) return;
    const previous = latest.current;
    const next = normalize(previous);
    if (next === previous) return;
    latest.current = next;
    values.change(next, true);
    onChange?.(next);
    for (const name of Object.keys(next)) {
      if (next[name] !== previous[name]) retypeNumber(`${idPrefix}_${name}`, next[name]);
    }
  };
  // Enter submits without a blur: the correction must reach RJSF before it validates.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (normalize && event.key === 'Enter' && event.target instanceof HTMLInputElement)
      flushSync(applyNormalize);
  };

  const handleSubmit = async ({ formData: submitted = {} }: IChangeEvent<FormValues>) => {
    if (!shown.last) {
      navigation.go(shown.inPlay[shown.index + 1].id, 'next');
      return;
    }
    const data = withoutHidden(definition.schema, { ...submitted, ...fixedValues });
    if (beforeSubmit?.(data) === false) return;
    if (onSubmit) {
      onSubmit(data, values.files);
      resetValues();
      return;
    }
    const added = typeof extras === 'function' ? extras() : (extras ?? {});
    const trap = honeypot.current?.value;
    const version = servedInfo(definition)?.version;
    const fields = {
      ...added.fields,
      [elapsedName]: msSince(shownAt.current),
      [languageName]: i18n.language?.startsWith('es') ? 'es' : 'en',
      ...(version === undefined ? {} : { [formVersionName]: String(version) }),
    };
    const all = { ...added, fields: trap ? { ...fields, [honeypotName]: trap } : fields };
    const result = await submission.submit(data, values.files, all);
    if (result.formChanged) props.onFormChanged?.();
    if (result.ok) {
      resetValues();
      if (step) navigation.go(null, 'replace');
      onSubmitted?.(result, data);
    }
  };

  const handleChange = (event: IChangeEvent<FormValues>, id?: string) => {
    const given = event.formData ?? {};
    // A field whose condition stopped holding loses its answer (and its files).
    const kept = withoutHidden(definition.schema, given);
    const files = fileFields(definition);
    for (const name of Object.keys(given)) {
      if (!Object.hasOwn(kept, name) && Object.hasOwn(files, name)) {
        // Their uploads too: an unfinished one is terminated.
        for (const file of values.fileStore.get(name))
          void uploadScope?.manager.find(file, { form: definition.id, field: name })?.remove();
        values.fileStore.set(name, []);
      }
    }
    if (id) focusRepair.changed(id.slice(idPrefix.length + 1).split(/[_-]/)[0]);
    latest.current = kept;
    reported.current = true;
    values.change(kept, id !== undefined);
    onChange?.(kept);
  };

  const handleError = (errors: RJSFValidationError[]) =>
    focusFirstInvalid(formElement.current, idPrefix, definition, errors);

  return (
    <UploadScopeContext.Provider value={uploadScope}>
      <FileStoreContext.Provider value={values.fileStore}>
        {definition.submit.feedback === 'banner' && (
          <SubmissionBanner definition={definition} state={submission.state} />
        )}
        <StepHeading shown={shown} formId={definition.id} t={t} headingRef={heading} />
        <chakra.div aria-live="polite" srOnly>
          {drawn.appeared}
        </chakra.div>
        <chakra.div
          ref={formElement}
          onKeyDownCapture={normalize ? handleKeyDown : undefined}
          onFocusCapture={focusRepair.onFocusCapture}
        >
          <Form<FormValues>
            key={values.generation}
            schema={drawn.schema}
            uiSchema={drawn.uiSchema}
            formData={formData}
            validator={validator}
            widgets={widgets}
            templates={templates}
            idPrefix={idPrefix}
            noHtml5Validate
            showErrorList={false}
            focusOnFirstError={false}
            transformErrors={transformErrors}
            translateString={translateString}
            customValidate={customValidate}
            onChange={handleChange}
            onBlur={normalize ? applyNormalize : undefined}
            onSubmit={handleSubmit}
            onError={handleError}
          >
            <Honeypot id={`${idPrefix}_${honeypotName}`} inputRef={honeypot} />
            <FormEstimate definition={definition} variant={variant} data={formData} />
            {props.children}
            <chakra.div mt="6" display="flex" flexWrap="wrap" gap="3" alignItems="center">
              <StepButtons shown={shown} navigation={navigation} t={t} />
              {shown.last && (
                <SubmitButton
                  formId={definition.id}
                  submitting={submission.state.status === 'submitting'}
                  disabled={props.submitDisabled}
                />
              )}
              {props.actions}
            </chakra.div>
            <UploadStatus upload={submission.upload} onCancel={submission.cancel} />
          </Form>
        </chakra.div>
      </FileStoreContext.Provider>
    </UploadScopeContext.Provider>
  );
}
