import { chakra, Flex, Heading, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation.ts';
import { BackupStatus } from './backup-status.tsx';
import { FormCounts } from './form-counts.tsx';
import { InboxFilters } from './inbox-filters.tsx';
import { csvUrl, filterQuery, getOverview, listRequests, quotesCsvUrl, type Filters } from './owner-api.ts';
import { listHref } from './owner-filters.ts';
import { focusRing, Panel } from './owner-styles.ts';
import { RequestResults } from './request-results.tsx';
import { ScreenHeading } from './screen-heading.tsx';
import { useOwnerData } from './use-owner-data.ts';
import { useOwnerLang } from './use-owner-lang.ts';

/** A CSV the browser saves: the list as filtered, or the accepted quotes for the accountant. */
const DownloadLink = chakra('a', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    minH: '11',
    px: '4',
    rounded: 'md',
    borderWidth: '1px',
    borderColor: 'brand.600',
    color: 'brand.700',
    fontWeight: 'semibold',
    fontSize: 'sm',
    textDecoration: 'none',
    _hover: { bg: 'brand.50' },
    _focusVisible: focusRing,
  },
});

/** The inbox: new requests per form at a glance, then the filtered, paged list. */
export function ListScreen({ filters }: { filters: Filters }) {
  const { t } = useTranslation('owner');
  const lang = useOwnerLang();
  const navigate = useNavigate();
  const overview = useOwnerData(() => getOverview(lang), lang, true);
  const list = useOwnerData(() => listRequests(filters, lang), `${lang}${filterQuery(filters)}`, true);
  return (
    <Stack gap={{ base: '5', md: '8' }}>
      <ScreenHeading>{t('inbox.title')}</ScreenHeading>
      <FormCounts overview={overview.data} />
      <BackupStatus backup={overview.data?.backup} />
      <Panel aria-labelledby="owner-requests">
        <Flex align="center" justify="space-between" gap="3" wrap="wrap" mb="4">
          <Heading as="h2" id="owner-requests" fontSize="xl" color="brand.950">
            {t('list.title')}
          </Heading>
          <Flex gap="2" wrap="wrap">
            <DownloadLink href={csvUrl(filters, lang)} download>
              {t('list.export')}
            </DownloadLink>
            <DownloadLink href={quotesCsvUrl(lang)} download>
              {t('list.exportQuotes')}
            </DownloadLink>
          </Flex>
        </Flex>
        <InboxFilters
          filters={filters}
          forms={overview.data?.forms ?? []}
          statuses={overview.data?.statuses}
          waiting={overview.data?.waiting}
          accepted={overview.data?.accepted}
          onApply={(next) => navigate(listHref(next))}
        />
        <RequestResults list={list} filters={filters} />
      </Panel>
    </Stack>
  );
}
