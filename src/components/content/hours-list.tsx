import { chakra, Flex } from '@chakra-ui/react';
import { useOpeningHours } from '../../lib/opening-hours.ts';

/** The shop's opening hours as a definition list: day range, then time range or "Closed". */
export function HoursList() {
  const hours = useOpeningHours();
  return (
    <chakra.dl display="grid" rowGap="2">
      {hours.map((row) => (
        <Flex
          key={row.days}
          justify="space-between"
          gap="4"
          borderBottomWidth="1px"
          borderColor="gray.100"
          pb="2"
        >
          <chakra.dt fontWeight="medium" color="gray.800">
            {row.label}
          </chakra.dt>
          <chakra.dd color="gray.700" textAlign="end" whiteSpace="nowrap">
            {row.text}
          </chakra.dd>
        </Flex>
      ))}
    </chakra.dl>
  );
}
