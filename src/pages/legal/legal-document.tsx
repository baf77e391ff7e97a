import { Box, chakra, Container, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { business } from '../../../catalog/business.ts';
import { legalUpdated, retentionMonths, type LegalSection } from '../../../catalog/company.ts';
import { LegalToc } from './legal-toc.tsx';

export interface LegalDocumentProps {
  /** Key prefix in company.json: `privacy` or `terms`. */
  doc: 'privacy' | 'terms';
  sections: readonly LegalSection[];
}

/** Shared layout of the legal pages: date, contents, numbered sections, and who to ask. */
export function LegalDocument({ doc, sections }: LegalDocumentProps) {
  const { t, i18n } = useTranslation('company');
  const lng = i18n.resolvedLanguage ?? i18n.language;
  // Noon UTC, so no time zone moves the date to the day before.
  const date = new Intl.DateTimeFormat(lng, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${legalUpdated}T12:00:00Z`),
  );
  const values = { months: retentionMonths, email: business.email, phone: business.phoneDisplay };
  const sectionId = (id: string) => `${doc}-${id}`;
  return (
    <Container maxW="6xl" py={{ base: '10', md: '16' }}>
      <Text color="gray.600" fontSize="sm" mb="8">
        <chakra.time dateTime={legalUpdated}>{t('legal.updated', { date })}</chakra.time>
      </Text>
      <Flex gap="12" align="flex-start" direction={{ base: 'column', lg: 'row' }}>
        <LegalToc
          items={sections.map((s) => ({ id: sectionId(s.id), title: t(`${doc}.sections.${s.id}.title`) }))}
        />
        <Box as="article" flex="1" maxW="3xl" color="gray.800" lineHeight="tall">
          {sections.map((section) => (
            <Box as="section" key={section.id} aria-labelledby={sectionId(section.id)} mb="10">
              <Heading
                as="h2"
                id={sectionId(section.id)}
                scrollMarginTop="32"
                fontSize="2xl"
                fontWeight="bold"
                mb="3"
              >
                {t(`${doc}.sections.${section.id}.title`)}
              </Heading>
              <Text mb="3">{t(`${doc}.sections.${section.id}.body`, values)}</Text>
              {section.points && (
                <chakra.ul ps="6" listStyleType="disc" display="grid" gap="2">
                  {section.points.map((point) => (
                    <li key={point}>{t(`${doc}.sections.${section.id}.points.${point}`, values)}</li>
                  ))}
                </chakra.ul>
              )}
            </Box>
          ))}
          <Box bg="brand.50" borderWidth="1px" borderColor="brand.200" rounded="xl" p="6">
            <Heading as="h2" fontSize="xl" fontWeight="bold" mb="2">
              {t('legal.questions.title')}
            </Heading>
            <Text>{t('legal.questions.text')}</Text>
            <Flex gap="6" mt="3" wrap="wrap" fontWeight="semibold">
              <Link href={`tel:${business.phone}`}>{business.phoneDisplay}</Link>
              <Link href={`mailto:${business.email}`}>{business.email}</Link>
            </Flex>
          </Box>
        </Box>
      </Flex>
    </Container>
  );
}
