import { Badge, Box, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents } from '../../../core/pricing/quote.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { formatDateTime } from './format.ts';
import type { Filters, Item } from './owner-api.ts';
import { requestHref } from './owner-filters.ts';
import { focusRing } from './owner-styles.ts';
import { StatusBadge } from './status-badge.tsx';
import { useOwnerLang } from './use-owner-lang.ts';

const CardLink = chakra(RouterLink);

/** An accepted quote is the news; a declined one is worth a look; a sent one is quiet. */
const quoteTones = {
  sent: { colorPalette: 'gray', variant: 'outline' },
  accepted: { colorPalette: 'green', variant: 'surface' },
  declined: { colorPalette: 'red', variant: 'subtle' },
} as const;

/**
 * One request in the list: a card that stacks on a phone and lays its parts out in columns on
 * a wide screen. The reference is the link, stretched over the whole card as its tap target.
 * Unread answers from the customer are said in words ("2 new messages"), not only by colour;
 * so is where the newest quote stands ("Quote accepted").
 */
export function RequestCard({ item, filters }: { item: Item; filters: Filters }) {
  const { t } = useTranslation('owner');
  const lang = useOwnerLang();
  return (
    <Box
      as="li"
      position="relative"
      bg="white"
      borderWidth="1px"
      borderColor={item.status === 'received' ? 'brand.300' : 'gray.200'}
      rounded="lg"
      p={{ base: '3', md: '4' }}
      _hover={{ borderColor: 'brand.500', boxShadow: 'sm' }}
      // The stretched link draws its focus ring around the whole card.
      css={{ '&:has(a:focus-visible)': focusRing }}
    >
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', md: '10rem minmax(0, 1fr) minmax(0, 1.4fr) 11.5rem' }}
        gap={{ base: '1.5', md: '4' }}
        alignItems="start"
      >
        <Flex
          direction={{ base: 'row', md: 'column' }}
          align={{ base: 'center', md: 'flex-start' }}
          gap="2"
          wrap="wrap"
        >
          <CardLink
            to={requestHref(item.reference, filters)}
            fontFamily="mono"
            fontWeight="bold"
            fontSize="md"
            color="brand.800"
            textDecoration="underline"
            textUnderlineOffset="3px"
            outline="none"
            _after={{ content: '""', position: 'absolute', inset: 0, rounded: 'lg' }}
          >
            {item.reference}
          </CardLink>
          <StatusBadge status={item.status} />
          {item.quoteState && (
            <Badge size="lg" {...quoteTones[item.quoteState]}>
              {t(`list.quote.${item.quoteState}`)}
            </Badge>
          )}
          {item.unread > 0 ? (
            <Badge size="lg" colorPalette="accent" variant="solid">
              {t('list.unread', { count: item.unread })}
            </Badge>
          ) : (
            item.lastMessageFrom === 'customer' && (
              <Badge size="lg" colorPalette="accent" variant="outline">
                {t('list.waiting')}
              </Badge>
            )
          )}
        </Flex>
        <Box minW="0">
          <Text fontWeight="semibold" color="gray.900" overflowWrap="anywhere">
            {item.name ?? t('list.noName')}
          </Text>
          {item.email && (
            <Text fontSize="sm" color="gray.700" overflowWrap="anywhere">
              {item.email}
            </Text>
          )}
        </Box>
        <Box minW="0">
          <Text fontSize="sm" color="gray.600">
            {item.formLabel}
          </Text>
          <Text color="gray.800" truncate title={item.summary}>
            {item.summary}
          </Text>
        </Box>
        <Box fontSize="sm" color="gray.600" textAlign={{ md: 'end' }}>
          <chakra.time dateTime={item.receivedAt} display="block">
            {formatDateTime(item.receivedAt, lang)}
          </chakra.time>
          <Text as="span" display="block">
            {item.fileCount ? t('list.files', { count: item.fileCount }) : t('list.noFiles')}
          </Text>
          {item.estimateCents !== null && (
            <Text as="span" display="block" color="gray.800" fontVariantNumeric="tabular-nums">
              {t('list.estimate', { price: formatCents(item.estimateCents, lang) })}
            </Text>
          )}
        </Box>
      </Grid>
    </Box>
  );
}
