import {
  enumOptionsDeselectValue,
  enumOptionsIsSelected,
  enumOptionsSelectValue,
  optionId,
  type WidgetProps,
} from '@rjsf/utils';
import { ChoiceLabel, Tick } from '../styles.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { describedBy, helpOf } from './described-by.ts';

/** A list field chosen from an enum: native checkboxes in a fieldset. */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, htmlName, value, required, readonly, disabled, autofocus, label, options } = props;
  const { onBlur, onFocus, onChange, rawErrors, uiSchema } = props;
  const { enumOptions = [], enumDisabled, inline } = options;
  const chosen: unknown[] = Array.isArray(value) ? value : [];
  const toggle = (index: number, checked: boolean) =>
    onChange(
      checked
        ? enumOptionsSelectValue(index, chosen as never[], enumOptions)
        : enumOptionsDeselectValue(index, chosen as never[], enumOptions),
    );
  return (
    <ChoiceGroup
      id={id}
      label={label}
      required={required}
      inline={Boolean(inline)}
      help={helpOf(uiSchema)}
      errors={rawErrors}
    >
      {enumOptions.map((option, index) => (
        <ChoiceLabel key={String(option.value)} htmlFor={optionId(id, index)}>
          <Tick
            type="checkbox"
            id={optionId(id, index)}
            name={htmlName || id}
            value={String(index)}
            checked={enumOptionsIsSelected(option.value, chosen as never[])}
            disabled={
              disabled || readonly || (Array.isArray(enumDisabled) && enumDisabled.includes(option.value))
            }
            autoFocus={autofocus && index === 0}
            aria-invalid={rawErrors?.length ? true : undefined}
            aria-describedby={describedBy(id, { errors: rawErrors })}
            onChange={(event) => toggle(index, event.target.checked)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          {option.label}
        </ChoiceLabel>
      ))}
    </ChoiceGroup>
  );
}
