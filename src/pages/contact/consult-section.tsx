import { SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { paths } from '../../../core/routes/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { ContentSection } from '../../components/content/content-section.tsx';
import { InfoCard } from '../../components/content/info-card.tsx';
import { ClockIcon, FileIcon } from '../../components/icons/index.ts';

/** The two other ways in: a consultation before quoting, or sending artwork first. */
export function ConsultSection() {
  const { t } = useTranslation(['company', 'common']);
  return (
    <ContentSection labelledBy="contact-consult" tone="muted">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <InfoCard
          marker={<ClockIcon boxSize="1.25em" />}
          as="h2"
          headingId="contact-consult"
          title={t('contact.consult.title')}
        >
          <Text mb="5">{t('contact.consult.text')}</Text>
          <ButtonLink to={paths.booking}>{t('common:cta.bookConsultation')}</ButtonLink>
        </InfoCard>
        <InfoCard marker={<FileIcon boxSize="1.25em" />} as="h2" title={t('contact.consult.uploadTitle')}>
          <Text mb="5">{t('contact.consult.uploadText')}</Text>
          <ButtonLink to={paths.upload} variant="outline">
            {t('common:cta.uploadFiles')}
          </ButtonLink>
        </InfoCard>
      </SimpleGrid>
    </ContentSection>
  );
}
