import { chakra } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Textarea } from '../styles.ts';
import { clampLength } from '../templates/base-input.tsx';
import { describedBy, helpOf } from './described-by.ts';

const Counter = chakra('p', { base: { fontSize: 'xs', color: 'fg.muted', textAlign: 'end', mt: '1' } });

/** A text area; with a maxLength it shows a live "count / limit" and refuses text past the limit. */
export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, required, readonly, disabled, autofocus, placeholder, options, schema } =
    props;
  const { onBlur, onFocus, onChange, rawErrors, uiSchema } = props;
  const { t } = useTranslation('forms');
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const text = typeof value === 'string' ? value : '';
  const counterId = `${id}__counter`;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const next = clampLength(event.target.value, maxLength);
    onChange(next === '' ? options.emptyValue : next);
  };

  return (
    <>
      <Textarea
        id={id}
        name={htmlName || id}
        value={text}
        rows={typeof options.rows === 'number' ? options.rows : 5}
        maxLength={maxLength}
        placeholder={placeholder || undefined}
        required={required}
        aria-required={required || undefined}
        readOnly={readonly}
        disabled={disabled}
        autoFocus={autofocus}
        aria-invalid={rawErrors?.length ? true : undefined}
        aria-describedby={describedBy(id, {
          help: helpOf(uiSchema),
          errors: rawErrors,
          extra: maxLength !== undefined ? [counterId] : [],
        })}
        onChange={handleChange}
        onBlur={(event: FocusEvent<HTMLTextAreaElement>) => onBlur(id, event.target.value)}
        onFocus={(event: FocusEvent<HTMLTextAreaElement>) => onFocus(id, event.target.value)}
      />
      {maxLength !== undefined && (
        <Counter id={counterId} data-testid={counterId}>
          {t('counter', { count: text.length, limit: maxLength })}
        </Counter>
      )}
    </>
  );
}
