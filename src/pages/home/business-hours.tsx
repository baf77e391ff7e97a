import { Box, chakra } from '@chakra-ui/react';
import { useOpeningHours } from '../../lib/opening-hours.ts';

/** The opening hours as a definition list: day range, then the times or "Closed". */
export function BusinessHours() {
  const hours = useOpeningHours();
  return (
    <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1.5">
      {hours.map((row) => (
        <Box key={row.days} display="contents">
          <chakra.dt color="gray.700">{row.label}</chakra.dt>
          <chakra.dd whiteSpace="nowrap" fontWeight="semibold" color={row.closed ? 'gray.600' : 'gray.900'}>
            {row.text}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}
