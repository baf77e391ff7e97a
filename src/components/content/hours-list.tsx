import { chakra, Flex } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { business } from '../../../catalog/business.ts';
import { formatTime } from './format-time.ts';

/** The shop's opening hours as a definition list: day range, then time range or "Closed". */
export function HoursList() {
  const { t, i18n } = useTranslation('common');
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return (
    <chakra.dl display="grid" rowGap="2">
      {business.hours.map((slot) => (
        <Flex
          key={slot.days}
          justify="space-between"
          gap="4"
          borderBottomWidth="1px"
          borderColor="gray.100"
          pb="2"
        >
          <chakra.dt fontWeight="medium" color="gray.800">
            {t(`hours.${slot.days}`)}
          </chakra.dt>
          <chakra.dd color="gray.700" textAlign="end" whiteSpace="nowrap">
            {slot.open && slot.close
              ? t('hours.range', { open: formatTime(lng, slot.open), close: formatTime(lng, slot.close) })
              : t('hours.closed')}
          </chakra.dd>
        </Flex>
      ))}
    </chakra.dl>
  );
}
