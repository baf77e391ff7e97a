import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import type { Language } from '../../../../core/i18n/languages.ts';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { OwnerData } from '../use-owner-data.ts';
import { ProblemsList } from './problems-list.tsx';

/** The form engine comes only with a preview: the rest of the owner's screens never load it. */
export const FormPreview = lazy(() =>
  import('../../../form-engine/form-preview.tsx').then((module) => ({ default: module.FormPreview })),
);

export type PreviewWidth = 'phone' | 'desktop';

interface PreviewTogglesProps {
  lng: Language;
  onLanguage: (lng: Language) => void;
  width: PreviewWidth;
  onWidth: (width: PreviewWidth) => void;
}

/**
 * The preview's two switches (a form's, preview-panel.tsx, and a price table's forms,
 * prices/price-preview.tsx): English or Spanish, a phone's width (390 px) or a desktop's.
 */
export function PreviewToggles({ lng, onLanguage, width, onWidth }: PreviewTogglesProps) {
  const { t } = useTranslation('owner');
  const toggle = <T extends string>(
    value: T,
    current: T,
    set: (value: T) => void,
    label: string,
    lang?: string,
  ) => (
    <chakra.button
      type="button"
      aria-pressed={value === current}
      lang={lang}
      onClick={() => set(value)}
      minH="11"
      px="4"
      fontSize="sm"
      fontWeight="semibold"
      bg={value === current ? 'brand.700' : 'white'}
      color={value === current ? 'white' : 'brand.800'}
      borderWidth="1px"
      borderColor="brand.600"
      cursor="pointer"
      _first={{ roundedStart: 'md' }}
      _last={{ roundedEnd: 'md' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
    >
      {label}
    </chakra.button>
  );
  return (
    <Flex gap="4" wrap="wrap">
      <Flex role="group" aria-label={t('forms.preview.language')}>
        {toggle<Language>('en', lng, onLanguage, t('header.languages.en'), 'en')}
        {toggle<Language>('es', lng, onLanguage, t('header.languages.es'), 'es')}
      </Flex>
      <Flex role="group" aria-label={t('forms.preview.width')}>
        {toggle<PreviewWidth>('phone', width, onWidth, t('forms.preview.phone'))}
        {toggle<PreviewWidth>('desktop', width, onWidth, t('forms.preview.desktop'))}
      </Flex>
    </Flex>
  );
}

/** The dashed box a preview is drawn in, at the width chosen, with the form engine loading into it. */
export function PreviewBox({
  label,
  lng,
  width,
  children,
}: {
  label: string;
  lng: Language;
  width: PreviewWidth;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Box
      role="region"
      aria-label={label}
      lang={lng}
      w="full"
      maxW={width === 'phone' ? '390px' : 'none'}
      mx="auto"
      p={{ base: '3', md: '5' }}
      bg="white"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor="gray.300"
      rounded="xl"
      overflowX="auto"
    >
      <Suspense fallback={<LoadingIndicator label={t('a11y.loading')} />}>{children}</Suspense>
    </Box>
  );
}

/**
 * How the server's check of a draft went, above its preview: JSON still being typed (nothing
 * sent), the problems of a 400, a failure with Try again, or the check under way.
 */
export function CheckState({ check, typing }: { check: OwnerData<unknown>; typing: string | null }) {
  const { t } = useTranslation('owner');
  const refused = check.error?.status === 400 ? check.error : undefined;
  return (
    <>
      {typing && <Text color="red.800">{typing}</Text>}
      {refused && <ProblemsList problems={refused.problems} message={refused.message} />}
      {check.error && !refused && !typing && (
        <Box role="alert" p="4" bg="red.50" color="red.800" rounded="md">
          <Text mb="3">{t('forms.preview.failed')}</Text>
          <Button size="lg" variant="outline" colorPalette="red" onClick={check.reload}>
            {t('forms.retry')}
          </Button>
        </Box>
      )}
      {check.loading && !typing && (
        <Box py="10" textAlign="center">
          <LoadingIndicator label={t('forms.preview.checking')} />
        </Box>
      )}
    </>
  );
}
