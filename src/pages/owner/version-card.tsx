import { Badge, Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDateTime } from './format.ts';
import { useOwnerLang } from './use-owner-lang.ts';

interface VersionCardProps {
  /** "Version 2". */
  title: string;
  /** Where it stands, in words and a colour; null when nothing is worth showing. */
  state: { label: string; tone: string } | null;
  /** A newer version exists: the card is greyed, with this badge. */
  superseded: boolean;
  supersededLabel: string;
  /** ISO 8601, after `sentLabel`; `aside` follows it after a middle dot. */
  sentAt: string;
  sentLabel: string;
  aside: ReactNode;
  children: ReactNode;
}

/**
 * One version of a proof or a quote in the owner's panels (proof-item.tsx, quote-item.tsx): its
 * title and state, when it went, then what the version holds.
 */
export function VersionCard({
  title,
  state,
  superseded,
  supersededLabel,
  sentAt,
  sentLabel,
  aside,
  children,
}: VersionCardProps) {
  const lang = useOwnerLang();
  return (
    <Box
      as="li"
      p="3"
      rounded="lg"
      borderWidth="1px"
      borderColor={superseded ? 'gray.200' : 'brand.300'}
      bg={superseded ? 'gray.50' : 'white'}
    >
      <Flex align="center" gap="2" wrap="wrap" mb="1.5">
        <Heading as="h4" fontSize="md" color="gray.900">
          {title}
        </Heading>
        {state && (
          <Badge colorPalette={state.tone} variant="subtle" size="lg">
            {state.label}
          </Badge>
        )}
        {superseded && (
          <Badge colorPalette="gray" variant="subtle" size="lg">
            {supersededLabel}
          </Badge>
        )}
      </Flex>
      <Text fontSize="sm" color="gray.700">
        {sentLabel} <time dateTime={sentAt}>{formatDateTime(sentAt, lang)}</time>
        {' · '}
        {aside}
      </Text>
      {children}
    </Box>
  );
}
