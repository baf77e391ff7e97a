import { Flex, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatTime } from '../../lib/opening-hours.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { consultationSlots, consultationTypes } from '../../../catalog/company.ts';
import { ContentSection } from '../../components/content/content-section.tsx';
import { InfoCard } from '../../components/content/info-card.tsx';
import { ClockIcon, MapPinIcon, PhoneIcon, VideoIcon } from '../../components/icons/index.ts';
import { SectionHeading } from '../../components/section-heading.tsx';

const icons: Record<(typeof consultationTypes)[number], ReactNode> = {
  phone: <PhoneIcon boxSize="1.25em" />,
  video: <VideoIcon boxSize="1.25em" />,
  'in-person': <MapPinIcon boxSize="1.25em" />,
};

/** Phone, video or in person: the three consultation types the booking form will offer. */
export function ConsultationTypesSection() {
  const { t, i18n } = useTranslation('company');
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return (
    <ContentSection labelledBy="booking-types">
      <SectionHeading
        id="booking-types"
        title={t('booking.types.title')}
        description={t('booking.types.description')}
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {consultationTypes.map((type) => (
          <InfoCard key={type} marker={icons[type]} title={t(`booking.types.items.${type}.title`)}>
            {t(`booking.types.items.${type}.text`)}
          </InfoCard>
        ))}
      </SimpleGrid>
      <Flex mt="6" gap="2" align="center" color="gray.700">
        <ClockIcon boxSize="1.25em" color="brand.700" />
        <Text>
          {t('booking.types.slots', {
            first: formatTime(lng, consultationSlots.first),
            last: formatTime(lng, consultationSlots.last),
          })}
        </Text>
      </Flex>
    </ContentSection>
  );
}
