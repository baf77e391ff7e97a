import { getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { localIsoDate } from '../messages.ts';
import { Input } from '../styles.ts';
import { describedBy, helpOf, isListRow } from '../widgets/described-by.ts';

/** Cuts a typed or pasted value to the field's maxLength: typing past the limit does nothing. */
export function clampLength(value: string, maxLength: number | undefined): string {
  return maxLength !== undefined && value.length > maxLength ? value.slice(0, maxLength) : value;
}

/** The input types HTML gives a `maxlength` (a date's or a number's length is not the visitor's to type). */
const typedTextTypes = new Set(['text', 'email', 'password', 'search', 'tel', 'url']);

/**
 * The one native <input> behind text, email, tel, url, number, date and time fields (RJSF's
 * own TextWidget, EmailWidget, UpDownWidget, DateWidget ... all render through this template).
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, name, htmlName, value, readonly, disabled, autofocus, placeholder, options, schema } = props;
  const { onBlur, onFocus, onChange, onChangeOverride, rawErrors, type, uiSchema } = props;
  const inputProps = getInputProps(schema, type, options);
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const isNumber = inputProps.type === 'number' || inputProps.type === 'integer';
  const min = inputProps.type === 'date' && options.minDate === 'today' ? localIsoDate() : inputProps.min;
  const inputValue = isNumber ? (value || value === 0 ? value : '') : (value ?? '');
  const invalid = Boolean(rawErrors?.length);
  const required = props.required && !isListRow(id, name);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = clampLength(event.target.value, maxLength);
    onChange(next === '' ? options.emptyValue : next);
  };

  return (
    <Input
      id={id}
      name={htmlName || id}
      {...inputProps}
      min={min}
      maxLength={typedTextTypes.has(inputProps.type ?? 'text') ? maxLength : undefined}
      value={inputValue}
      placeholder={placeholder || undefined}
      required={required}
      aria-required={required || undefined}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy(id, { help: helpOf(uiSchema), errors: rawErrors })}
      onChange={onChangeOverride || handleChange}
      onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value)}
      onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value)}
    />
  );
}
