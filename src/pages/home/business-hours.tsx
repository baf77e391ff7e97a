import { Box, chakra } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { business } from '../../../catalog/business.ts';
import { formatTime } from './format-time.ts';

/** The opening hours as a definition list: day range, then the times or "Closed". */
export function BusinessHours() {
  const { t, i18n } = useTranslation('common');
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return (
    <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1.5">
      {business.hours.map((row) => (
        <Box key={row.days} display="contents">
          <chakra.dt color="gray.700">{t(`hours.${row.days}`)}</chakra.dt>
          <chakra.dd whiteSpace="nowrap" fontWeight="semibold" color={row.open ? 'gray.900' : 'gray.600'}>
            {row.open && row.close
              ? t('hours.range', { open: formatTime(lng, row.open), close: formatTime(lng, row.close) })
              : t('hours.closed')}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}
