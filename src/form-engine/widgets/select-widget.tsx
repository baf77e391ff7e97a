import { enumOptionsIndexForValue, enumOptionsValueForIndex, type WidgetProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Select } from '../styles.ts';
import { describedBy, helpOf } from './described-by.ts';

/**
 * A native <select>: the phone's own picker, keyboard and screen-reader support for free. Option
 * values are indexes into the enum, so numbers and strings come back with their own type.
 */
export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, value, required, readonly, disabled, autofocus, placeholder, options, schema } =
    props;
  const { onBlur, onFocus, onChange, rawErrors, uiSchema, multiple } = props;
  const { t } = useTranslation('forms');
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const selected = enumOptionsIndexForValue(value, enumOptions, multiple);
  // A blank first choice when nothing is chosen yet (no default), so no option is picked silently.
  const blank = !multiple && (schema.default === undefined || !required);

  const valueOf = (event: ChangeEvent<HTMLSelectElement> | FocusEvent<HTMLSelectElement>) => {
    const target = event.target;
    if (multiple) {
      const indexes = Array.from(target.selectedOptions, (option) => option.value);
      return enumOptionsValueForIndex(indexes, enumOptions, emptyValue);
    }
    return enumOptionsValueForIndex(target.value, enumOptions, emptyValue);
  };

  return (
    <Select
      id={id}
      name={htmlName || id}
      multiple={multiple}
      value={selected === undefined ? (multiple ? [] : '') : (selected as string | string[])}
      // HTML allows `required` on a single select only with a blank first choice; with a default
      // there is always a choice, and aria-required still tells that one is needed.
      required={required && (multiple || blank)}
      aria-required={required || undefined}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={describedBy(id, { help: helpOf(uiSchema), errors: rawErrors })}
      onChange={(event) => onChange(valueOf(event))}
      onBlur={(event) => onBlur(id, valueOf(event))}
      onFocus={(event) => onFocus(id, valueOf(event))}
    >
      {blank && <option value="">{placeholder || t('widgets.selectPlaceholder')}</option>}
      {enumOptions.map(({ value: optionValue, label }, index) => (
        <option
          key={String(optionValue)}
          value={String(index)}
          disabled={Array.isArray(enumDisabled) && enumDisabled.includes(optionValue)}
        >
          {label}
        </option>
      ))}
    </Select>
  );
}
