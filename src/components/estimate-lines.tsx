/**
 * How an estimate adds up, as the owner's request screen and the customer's page both show it:
 * its title ("How it adds up"), then each option priced, the minimum and the fees, one row each.
 */
import { chakra, Flex, Heading, Text } from '@chakra-ui/react';
import type { EstimateLineView } from '../../core/api/common.ts';

/** "Paper: 32 pt Cotton (Luxury)", "Rush fee". */
const estimateLineText = (line: EstimateLineView) =>
  line.valueText === undefined ? line.label : `${line.label}: ${line.valueText}`;

export function EstimateLines({
  title,
  lines,
  money,
}: {
  title: string;
  lines: readonly EstimateLineView[];
  money: (cents: number) => string;
}) {
  return (
    <>
      <Heading as="h3" fontSize="md" color="gray.900" mb="2">
        {title}
      </Heading>
      <chakra.dl display="flex" flexDirection="column" gap="1" fontVariantNumeric="tabular-nums">
        {lines.map((line) => (
          <Flex key={`${line.kind}:${line.id}`} justify="space-between" gap="3" color="gray.800">
            <Text as="dt" overflowWrap="anywhere">
              {estimateLineText(line)}
            </Text>
            <Text as="dd" textAlign="end" whiteSpace="nowrap">
              {money(line.cents)}
            </Text>
          </Flex>
        ))}
      </chakra.dl>
    </>
  );
}
