import { chakra } from '@chakra-ui/react';
import { CheckIcon } from '../../components/icons/check-icon.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { updateEditingState, useEditingState } from './editing-state.ts';
import { PencilIcon } from './editing-icons.tsx';

/**
 * The header's or the footer's edit/check button. While it is pressed the texts of that
 * region are click-to-edit (and its links do not navigate); otherwise they work as usual.
 */
export function RegionToggle({ region }: { region: 'header' | 'footer' }) {
  const { t } = useTranslation('editing');
  const on = useEditingState()[region];
  const label = t(`region.${region}`);
  return (
    <chakra.button
      type="button"
      aria-pressed={on}
      aria-label={label}
      title={label}
      onClick={() => updateEditingState({ [region]: !on })}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
      boxSize="10"
      rounded="full"
      fontSize="lg"
      color="white"
      bg={on ? 'green.600' : 'accent.600'}
      boxShadow="0 2px 8px rgba(23, 30, 84, 0.3)"
      cursor="pointer"
      _hover={{ bg: on ? 'green.700' : 'accent.500' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'accent.300', outlineOffset: '2px' }}
      {...(region === 'footer' ? { position: 'absolute', top: '4', right: '4' } : {})}
    >
      {on ? <CheckIcon /> : <PencilIcon />}
    </chakra.button>
  );
}
