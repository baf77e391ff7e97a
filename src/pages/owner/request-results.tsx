import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import type { Filters, ItemPage } from './owner-api.ts';
import { Pager } from './pager.tsx';
import { RequestCard } from './request-card.tsx';
import type { OwnerData } from './use-owner-data.ts';

/** The total, the requests of this page as cards, and the way to the other pages. */
export function RequestResults({ list, filters }: { list: OwnerData<ItemPage>; filters: Filters }) {
  const { t } = useTranslation(['owner', 'common']);
  const { data, error, loading } = list;
  return (
    <Box aria-busy={loading}>
      <Flex align="center" gap="3" minH="8" mb="3">
        {/* Read out after each search or filter: how many requests it found. */}
        <Text aria-live="polite" fontWeight="semibold" color="gray.800">
          {data ? t('owner:list.total', { count: data.total }) : ''}
        </Text>
        {loading && <LoadingIndicator label={t('common:a11y.loading')} size="5" />}
      </Flex>
      {error && (
        <Flex
          role="alert"
          direction={{ base: 'column', sm: 'row' }}
          gap="3"
          align={{ sm: 'center' }}
          mb="4"
          p="4"
          bg="red.50"
          color="red.800"
          rounded="md"
        >
          <Text flex="1">{t('owner:list.loadError')}</Text>
          <Button size="lg" variant="outline" colorPalette="red" onClick={list.reload}>
            {t('owner:list.retry')}
          </Button>
        </Flex>
      )}
      {data && data.items.length === 0 && !loading && (
        <Text py="8" textAlign="center" color="gray.600">
          {t('owner:list.empty')}
        </Text>
      )}
      {data && data.items.length > 0 && (
        <chakra.ul
          listStyleType="none"
          display="flex"
          flexDirection="column"
          gap="3"
          opacity={loading ? 0.6 : 1}
        >
          {data.items.map((item) => (
            <RequestCard key={item.reference} item={item} filters={filters} />
          ))}
        </chakra.ul>
      )}
      {data && <Pager page={data.page} pageSize={data.pageSize} total={data.total} filters={filters} />}
    </Box>
  );
}
