import { errorId, helpId } from '@rjsf/utils';

/**
 * The ids a control is described by, listing only elements that are really there: the field's
 * help text, its errors and any extra ids (a counter, a file-limits note).
 */
export function describedBy(
  id: string,
  { help, errors, extra = [] }: { help?: unknown; errors?: readonly string[]; extra?: readonly string[] },
): string | undefined {
  const ids = [...extra];
  if (help) ids.push(helpId(id));
  if (errors?.length) ids.push(errorId(id));
  return ids.length ? ids.join(' ') : undefined;
}

/**
 * Whether a widget is one row of a list (RJSF gives a row the list's name but an id ending in
 * its index). A row is never required: an empty one is simply left out.
 */
export function isListRow(id: string, name: string): boolean {
  return !id.endsWith(`_${name}`);
}

/** The `ui:help` text RJSF hands a widget inside its uiSchema. */
export function helpOf(uiSchema: Record<string, unknown> | undefined): unknown {
  return uiSchema?.['ui:help'];
}
