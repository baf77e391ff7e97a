import type { WidgetProps } from '@rjsf/utils';
import { RequiredMark } from '../templates/required-mark.tsx';
import { ChoiceLabel, Tick } from '../styles.ts';
import { describedBy, helpOf } from './described-by.ts';

/** One yes/no box, its label beside it (the field template draws no label above it). */
export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, required, readonly, disabled, autofocus, label } = props;
  const { onBlur, onFocus, onChange, rawErrors, uiSchema } = props;
  return (
    <ChoiceLabel htmlFor={id}>
      <Tick
        type="checkbox"
        id={id}
        name={htmlName || id}
        checked={value === true}
        required={required}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-invalid={rawErrors?.length ? true : undefined}
        aria-describedby={describedBy(id, { help: helpOf(uiSchema), errors: rawErrors })}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={(event) => onBlur(id, event.target.checked)}
        onFocus={(event) => onFocus(id, event.target.checked)}
      />
      {label}
      {required && <RequiredMark />}
    </ChoiceLabel>
  );
}
