import { chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation.ts';
import { focusRing } from './owner-styles.ts';

const Back = chakra(RouterLink);

/** Back to the list exactly as it was left: same filters, same page (or, labelled so, to a request). */
export function BackLink({ to, label }: { to: string; label?: string }) {
  const { t } = useTranslation('owner');
  return (
    <Back
      to={to}
      display="inline-flex"
      alignItems="center"
      gap="2"
      alignSelf="flex-start"
      minH="11"
      px="1"
      color="brand.700"
      fontWeight="semibold"
      textDecoration="underline"
      textUnderlineOffset="3px"
      rounded="md"
      _hover={{ color: 'brand.900' }}
      _focusVisible={focusRing}
    >
      <span aria-hidden="true">←</span>
      {label ?? t('detail.back')}
    </Back>
  );
}
