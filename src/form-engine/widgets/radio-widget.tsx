import { enumOptionsIsSelected, enumOptionsValueForIndex, optionId, type WidgetProps } from '@rjsf/utils';
import { ChoiceLabel, Tick } from '../styles.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { helpOf } from './described-by.ts';

/** Native radios in a fieldset whose legend is the field's label. */
export function RadioWidget(props: WidgetProps) {
  const { id, htmlName, value, required, readonly, disabled, autofocus, label, options } = props;
  const { onBlur, onFocus, onChange, rawErrors, uiSchema } = props;
  const { enumOptions = [], enumDisabled, emptyValue, inline } = options;
  const pick = (index: number) => enumOptionsValueForIndex(String(index), enumOptions, emptyValue);
  return (
    <ChoiceGroup
      id={id}
      label={label}
      required={required}
      inline={Boolean(inline)}
      role="radiogroup"
      help={helpOf(uiSchema)}
      errors={rawErrors}
    >
      {enumOptions.map((option, index) => (
        <ChoiceLabel key={String(option.value)} htmlFor={optionId(id, index)}>
          <Tick
            type="radio"
            id={optionId(id, index)}
            name={htmlName || id}
            value={String(index)}
            checked={enumOptionsIsSelected(option.value, value)}
            required={required}
            disabled={
              disabled || readonly || (Array.isArray(enumDisabled) && enumDisabled.includes(option.value))
            }
            autoFocus={autofocus && index === 0}
            onChange={() => onChange(pick(index))}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          {option.label}
        </ChoiceLabel>
      ))}
    </ChoiceGroup>
  );
}
