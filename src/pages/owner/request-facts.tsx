import { Box, chakra, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { formatDateTime } from './format.ts';
import type { Detail } from './owner-api.ts';
import type { EmailDelivery } from '../../../core/api/owner.ts';
import { focusRing, Panel } from './owner-styles.ts';
import { StatusBadge } from './status-badge.tsx';
import { useOwnerLang } from './use-owner-lang.ts';

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <Box minW="0" gridColumn={wide ? { base: 'span 2', sm: 'auto' } : undefined}>
      <Text as="dt" fontSize="sm" color="gray.600">
        {label}
      </Text>
      <Box as="dd" fontWeight="semibold" color="gray.900" overflowWrap="anywhere">
        {children}
      </Box>
    </Box>
  );
}

/** The visitor's address; read from the `email` answer too, for a server that leaves it out. */
function visitorEmail(detail: Detail): string | null {
  if (typeof detail.email === 'string' && detail.email) return detail.email;
  const answer = detail.fields.find((field) => field.name === 'email');
  return typeof answer?.value === 'string' && answer.value ? answer.value : null;
}

/** Who sent it, with which form, when, and where it stands. */
export function RequestFacts({ detail }: { detail: Detail }) {
  const { t } = useTranslation('owner');
  const lang = useOwnerLang();
  const email = visitorEmail(detail);
  return (
    <Panel aria-label={t('detail.facts')}>
      <SimpleGrid as="dl" columns={{ base: 2, lg: 3 }} gap="4">
        <Fact label={t('detail.name')} wide>
          {detail.name ?? t('list.noName')}
        </Fact>
        <Fact label={t('detail.email')} wide>
          {email ? (
            <chakra.a
              href={`mailto:${email}`}
              display="inline-flex"
              alignItems="center"
              minH="11"
              color="brand.700"
              textDecoration="underline"
              rounded="sm"
              _focusVisible={focusRing}
            >
              {email}
            </chakra.a>
          ) : (
            '—'
          )}
        </Fact>
        <Fact label={t('detail.form')} wide>
          {detail.formLabel}
        </Fact>
        <Fact label={t('detail.status')}>
          <StatusBadge status={detail.status} />
        </Fact>
        <Fact label={t('detail.received')}>
          <time dateTime={detail.receivedAt}>{formatDateTime(detail.receivedAt, lang)}</time>
        </Fact>
        <Fact label={t('detail.updated')}>
          <time dateTime={detail.updatedAt}>{formatDateTime(detail.updatedAt, lang)}</time>
        </Fact>
        {detail.emailDelivery && (
          <DeliveryFact label={t('detail.shopEmail')} delivery={detail.emailDelivery} lang={lang} />
        )}
        {detail.visitorDelivery && (
          <DeliveryFact label={t('detail.visitorEmail')} delivery={detail.visitorDelivery} lang={lang} />
        )}
      </SimpleGrid>
    </Panel>
  );
}

/** What became of one e-mail: sent, waiting for its next try, or given up on, and when. */
function DeliveryFact({ label, delivery, lang }: { label: string; delivery: EmailDelivery; lang: string }) {
  const { t } = useTranslation('owner');
  return (
    <Fact label={label}>
      {t(`detail.delivery.${delivery.state}`, { count: delivery.attempts })}{' '}
      <Text as="span" fontWeight="normal" fontSize="sm" color="gray.600">
        <time dateTime={delivery.at}>{formatDateTime(delivery.at, lang)}</time>
      </Text>
    </Fact>
  );
}
