import { chakra, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation.ts';
import type { Overview } from './owner-api.ts';
import { listHref } from './owner-filters.ts';
import { focusRing } from './owner-styles.ts';

const CountLink = chakra(RouterLink);

interface CountCardProps {
  to: string;
  label: string;
  count: number;
  unit: string;
  note?: string;
  tone: 'brand' | 'red' | 'accent' | 'green';
}

function CountCard({ to, label, count, unit, note, tone }: CountCardProps) {
  const quiet = count === 0;
  return (
    <li>
      <CountLink
        to={to}
        display="flex"
        flexDirection="column"
        h="full"
        p="3"
        bg="white"
        borderWidth="1px"
        borderColor={quiet ? 'gray.200' : `${tone}.300`}
        borderStartWidth="4px"
        borderStartColor={quiet ? 'gray.300' : `${tone}.600`}
        rounded="lg"
        textDecoration="none"
        _hover={{ bg: `${tone}.50` }}
        _focusVisible={focusRing}
      >
        <Text as="span" fontSize="sm" fontWeight="semibold" color="gray.800">
          {label}
        </Text>
        <Text as="span" mt="auto" pt="1" color={quiet ? 'gray.600' : `${tone}.800`}>
          <Text as="span" fontSize="2xl" fontWeight="extrabold">
            {count}
          </Text>{' '}
          {unit}
        </Text>
        {note && (
          <Text as="span" fontSize="xs" color="gray.600">
            {note}
          </Text>
        )}
      </CountLink>
    </li>
  );
}

const QuietLink = chakra(RouterLink, {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    minH: '11',
    color: 'brand.700',
    textDecoration: 'underline',
    rounded: 'sm',
    _focusVisible: focusRing,
  },
});

/**
 * At a glance: the requests whose customer answered last ("Waiting for you"), those whose quote
 * was accepted and that still wait to move on ("Quote accepted"), a card for each
 * form with new requests (each a link to exactly those), and the spam folder. Forms with nothing new fold away under one line, so a phone shows the
 * list soon after.
 */
export function FormCounts({ overview }: { overview: Overview | undefined }) {
  const { t } = useTranslation('owner');
  if (!overview) return null;
  const busy = overview.forms.filter((form) => form.received > 0).sort((a, b) => b.received - a.received);
  const quiet = overview.forms.filter((form) => form.received === 0);
  return (
    <section aria-labelledby="owner-counts">
      <Heading as="h2" id="owner-counts" fontSize="lg" color="brand.950" mb="3">
        {t('inbox.counts.title')}
      </Heading>
      {busy.length === 0 && (
        <Text color="gray.700" mb="3">
          {t('inbox.counts.none')}
        </Text>
      )}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 4, xl: 5 }} gap="3">
        <CountCard
          to={listHref({ waiting: true })}
          label={t('inbox.counts.waiting')}
          count={overview.waiting}
          unit={t('inbox.counts.waitingUnit', { count: overview.waiting })}
          tone="accent"
        />
        <CountCard
          to={listHref({ accepted: true })}
          label={t('inbox.counts.accepted')}
          count={overview.accepted}
          unit={t('inbox.counts.acceptedUnit', { count: overview.accepted })}
          tone="green"
        />
        {busy.map((form) => (
          <CountCard
            key={form.id}
            to={listHref({ form: form.id, status: 'received' })}
            label={form.label}
            count={form.received}
            unit={t('inbox.counts.new')}
            note={t('inbox.counts.total', { count: form.total })}
            tone="brand"
          />
        ))}
        <CountCard
          to={listHref({ status: 'spam' })}
          label={t('statuses.spam')}
          count={overview.spam}
          unit={t('inbox.counts.spamNote')}
          tone="red"
        />
      </SimpleGrid>
      {quiet.length > 0 && (
        <chakra.details mt="3">
          <chakra.summary
            display="list-item"
            minH="11"
            py="2.5"
            cursor="pointer"
            color="gray.700"
            rounded="sm"
            _focusVisible={focusRing}
          >
            {t('inbox.counts.quiet', { count: quiet.length })}
          </chakra.summary>
          <chakra.ul listStyleType="none" display="flex" flexWrap="wrap" columnGap="5">
            {quiet.map((form) => (
              <li key={form.id}>
                <QuietLink to={listHref({ form: form.id })}>
                  {form.label} ({t('inbox.counts.total', { count: form.total })})
                </QuietLink>
              </li>
            ))}
          </chakra.ul>
        </chakra.details>
      )}
    </section>
  );
}
