import { chakra, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation.ts';
import type { Filters } from './owner-api.ts';
import { listHref } from './owner-filters.ts';
import { focusRing } from './owner-styles.ts';

const PageLink = chakra(RouterLink, {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    minH: '11',
    px: '4',
    rounded: 'md',
    borderWidth: '1px',
    borderColor: 'gray.300',
    fontWeight: 'semibold',
    color: 'brand.700',
    textDecoration: 'none',
    _hover: { bg: 'brand.50' },
    _focusVisible: focusRing,
  },
});

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  filters: Filters;
}

/** Previous and next page, 50 requests each; nothing when everything fits on one. */
export function Pager({ page, pageSize, total, filters }: PagerProps) {
  const { t } = useTranslation('owner');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Flex
      as="nav"
      aria-label={t('pager.label')}
      align="center"
      justify="space-between"
      gap="3"
      mt="5"
      wrap="wrap"
    >
      {page > 1 ? (
        <PageLink to={listHref({ ...filters, page: page - 1 })} rel="prev">
          {t('pager.previous')}
        </PageLink>
      ) : (
        <span />
      )}
      <Text color="gray.700">{t('pager.page', { page, pages })}</Text>
      {page < pages ? (
        <PageLink to={listHref({ ...filters, page: page + 1 })} rel="next">
          {t('pager.next')}
        </PageLink>
      ) : (
        <span />
      )}
    </Flex>
  );
}
