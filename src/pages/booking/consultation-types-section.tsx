import { Flex, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { consultationSlots, consultationTypes } from '../../../catalog/company.ts';
import { ContentSection } from '../../components/content/content-section.tsx';
import { formatTime } from '../../components/content/format-time.ts';
import { ClockIcon, PhoneIcon, PinIcon, VideoIcon } from '../../components/content/icons.tsx';
import { InfoCard } from '../../components/content/info-card.tsx';
import { SectionHeading } from '../../components/content/section-heading.tsx';

const icons: Record<(typeof consultationTypes)[number], ReactNode> = {
  phone: <PhoneIcon />,
  video: <VideoIcon />,
  'in-person': <PinIcon />,
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
        <ClockIcon color="brand.700" />
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
