import { Button, chakra } from '@chakra-ui/react';
import { getUiOptions, type ArrayFieldItemTemplateProps, type ArrayFieldTemplateProps } from '@rjsf/utils';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Legend } from '../styles.ts';
import { RequiredMark } from './required-mark.tsx';

const Fieldset = chakra('fieldset', { base: { border: 0, p: 0, m: 0, minW: 0 } });

const VisuallyHidden = chakra('span', {
  base: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

/**
 * A list of typed values (the upload page's reference links): one input per row, a button to
 * add a row and one per row to remove it. At least one row is always there to type into.
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, disabled, readonly, required, title, fieldPathId, uiSchema } = props;
  const { t } = useTranslation('forms');
  const empty = items.length === 0;
  useEffect(() => {
    if (empty && canAdd && !disabled && !readonly) onAddClick();
  }, [empty, canAdd, disabled, readonly, onAddClick]);
  return (
    <Fieldset id={fieldPathId.$id}>
      <Legend>
        {String(getUiOptions(uiSchema).title ?? title)}
        {required && <RequiredMark />}
      </Legend>
      <chakra.div display="flex" flexDirection="column" gap="2">
        {items}
      </chakra.div>
      {canAdd && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          mt="3"
          disabled={disabled || readonly}
          onClick={onAddClick}
        >
          {String(getUiOptions(uiSchema).addLabel ?? t('widgets.arrayAdd'))}
        </Button>
      )}
    </Fieldset>
  );
}

export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, totalItems, index, parentUiSchema } = props;
  // Names the row in its remove button: 'Remove Reference Links 2'.
  const label = `${String(parentUiSchema?.['ui:title'] ?? '')} ${index + 1}`.trim();
  const { t } = useTranslation('forms');
  return (
    <chakra.div display="flex" gap="2" alignItems="flex-start">
      <VisuallyHidden asChild>
        <label htmlFor={buttonsProps.fieldPathId.$id}>{label}</label>
      </VisuallyHidden>
      <chakra.div flex="1" minW="0">
        {children}
      </chakra.div>
      {buttonsProps.hasRemove && totalItems > 1 && (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          minH="10"
          disabled={buttonsProps.disabled || buttonsProps.readonly}
          aria-label={t('widgets.filesRemove', { name: label })}
          onClick={buttonsProps.onRemoveItem}
        >
          {t('widgets.arrayRemove')}
        </Button>
      )}
    </chakra.div>
  );
}
