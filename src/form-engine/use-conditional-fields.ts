/**
 * What the runner draws of a form with conditions (core/forms/conditions.ts), and what it says
 * and does as fields come and go: the flat schema and uiSchema RJSF is given, the polite
 * announcement of fields that appear, and focus taken back from a field that disappeared.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { visibleSchema } from '../../core/forms/conditions.ts';
import type { FormSchema } from '../../core/forms/form-definition.ts';
import { focusField } from './focus.ts';
import type { FormValues } from './types.ts';

/** The uiSchema of the fields RJSF is given: RJSF refuses a `ui:order` naming fields it has not. */
function shownUiSchema(uiSchema: UiSchema, schema: RJSFSchema): UiSchema {
  const shown = schema.properties ?? {};
  const { 'ui:steps': _steps, ...rest } = uiSchema;
  const order = (uiSchema['ui:order'] as string[] | undefined)?.filter((name) => Object.hasOwn(shown, name));
  return order ? { ...rest, 'ui:order': order } : rest;
}

/** Labels as one phrase in the page's language: "Bed length", "Number of vehicles and Fleet". */
function listOf(labels: string[], language: string): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(labels);
}

/**
 * The schema RJSF draws: the form's own for a plain form (as it always was), else the flat
 * schema of the fields in play for these answers (of the step shown, in steps).
 */
function drawnSchema(
  schema: FormSchema,
  data: FormValues,
  stepFields: readonly string[] | undefined,
): FormSchema {
  if (!schema.allOf?.length && !schema.dependentRequired && !stepFields) return schema;
  return visibleSchema(schema, data, stepFields);
}

/** The value of the last render while it reads the same (RJSF redraws on a new schema object). */
function useSameWhileEqual<T>(value: T): T {
  const key = JSON.stringify(value);
  const [kept, setKept] = useState({ key, value });
  if (kept.key === key) return kept.value;
  setKept({ key, value });
  return value;
}

export interface DrawnForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** What the polite live region says: the fields that just appeared, or ''. */
  appeared: string;
}

/**
 * The schema and uiSchema RJSF draws for these answers (of `stepFields` in steps), and the
 * announcement of fields that appear while the visitor answers (not those of a new step or of
 * a form drawn again after a reset: `view` names what is being drawn).
 */
export function useDrawnForm(
  formSchema: FormSchema,
  uiSchema: UiSchema,
  data: FormValues,
  stepFields: readonly string[] | undefined,
  view: string,
  t: TFunction,
  language: string,
): DrawnForm {
  const schema = useSameWhileEqual(drawnSchema(formSchema, data, stepFields)) as RJSFSchema;
  const drawnUiSchema = useMemo(() => shownUiSchema(uiSchema, schema), [uiSchema, schema]);
  const shownNames = Object.keys(schema.properties ?? {});
  const [seen, setSeen] = useState({ view, names: shownNames });
  const [appeared, setAppeared] = useState('');
  if (seen.view !== view || seen.names.join(',') !== shownNames.join(',')) {
    const added = seen.view === view ? shownNames.filter((name) => !seen.names.includes(name)) : [];
    const labels = added.map((name) =>
      String((uiSchema[name] as UiSchema | undefined)?.['ui:title'] ?? name),
    );
    setSeen({ view, names: shownNames });
    setAppeared(
      labels.length
        ? t('conditions.appeared', { count: labels.length, fields: listOf(labels, language) })
        : '',
    );
  }
  return { schema, uiSchema: drawnUiSchema, appeared };
}

export interface FocusRepair {
  /** Give to the form's container: remembers the element that had focus. */
  onFocusCapture: (event: { target: EventTarget }) => void;
  /** Tell it which field the visitor changed last (RJSF's change id, without the prefix). */
  changed(field: string): void;
  /** The form is drawn afresh (a reset): the control that had focus goes, and no field was taken away. */
  forget(): void;
}

/**
 * Focus never stays on a field a condition took away: it goes to the field whose change took it
 * away, else to `fallback` (the step's heading), else to the first field. Only for forms with
 * conditions (`active`).
 */
export function useFocusRepair(
  container: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
  active: boolean,
  idPrefix: string,
): FocusRepair {
  const lastFocused = useRef<HTMLElement | null>(null);
  const lastChanged = useRef<string | null>(null);
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    // RJSF takes a field away in an update of its own, after the runner's: watch the DOM.
    const observer = new MutationObserver(() => {
      const gone = lastFocused.current;
      if (!gone || gone.isConnected) return;
      lastFocused.current = null;
      const focused = document.activeElement;
      if (focused && focused !== document.body && focused.isConnected) return;
      if (lastChanged.current && focusField(element, idPrefix, lastChanged.current)) return;
      (
        fallback.current ?? element.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')
      )?.focus();
    });
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [active, idPrefix, container, fallback]);
  return {
    onFocusCapture: (event) => {
      lastFocused.current = event.target as HTMLElement;
    },
    changed: (field) => {
      lastChanged.current = field;
    },
    forget: () => {
      lastFocused.current = null;
    },
  };
}
