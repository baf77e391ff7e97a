import { Box, Flex } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { CatalogSection } from '../../components/catalog/catalog-section.tsx';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { FormById, type FormByIdProps } from '../../form-engine/form-by-id.tsx';

export interface QuoteFormSectionProps extends Omit<FormByIdProps, 'id'> {
  /** The form file it draws: forms/<formId>.form.json. */
  formId: string;
  /** The section's anchor; its heading is the form's title. */
  id: string;
  /** The lead paragraph under the heading: a text, or a key and values of the forms namespace. */
  intro: string | { key: string; values?: Record<string, string> };
  tone?: 'white' | 'tinted' | 'brand';
  /** Below the form card (printing's Back to Services). */
  after?: ReactNode;
}

/**
 * A page band holding one request form in a card: the printing order, the three marketing
 * quote forms and the wrap and sign quote. The form texts and the validator load with it, so a spinner holds its place.
 */
export function QuoteFormSection(props: QuoteFormSectionProps) {
  const { t } = useTranslation('common');
  const fallback = (
    <Flex justify="center" py="24">
      <LoadingIndicator label={t('a11y.loading')} />
    </Flex>
  );
  return (
    <Suspense fallback={fallback}>
      <FormBand {...props} />
    </Suspense>
  );
}

function FormBand({ id, formId, intro, tone = 'white', after, ...runner }: QuoteFormSectionProps) {
  const { t } = useTranslation('forms');
  return (
    <CatalogSection
      id={id}
      title={t(`${formId}.title`)}
      intro={typeof intro === 'string' ? intro : t(intro.key, intro.values ?? {})}
      tone={tone}
    >
      <Box
        maxW="3xl"
        mx="auto"
        bg="white"
        rounded="2xl"
        p={{ base: '5', md: '8' }}
        borderWidth="1px"
        borderColor="gray.200"
        shadow="sm"
      >
        <FormById id={formId} {...runner} />
      </Box>
      {after}
    </CatalogSection>
  );
}
