import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { type RequestStatus, workStatuses } from '../../../catalog/request-statuses.ts';
import { formatDate } from '../../lib/format.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/** What the steps need of a request: /order-status's lookup and the customer's page both have it. */
export interface StatusFacts {
  reference: string;
  status: RequestStatus;
  updatedAt: string;
  history: readonly { status: RequestStatus; at: string }[];
}

/** The way work moves; 'cancelled' ends it instead, so it is shown on its own. */
const steps = workStatuses.filter((status) => status !== 'cancelled');

/**
 * Where the visitor's request stands: a step line, each reached step with its date. Shared by
 * /order-status and the customer's own page (its texts are /order-status's, in `company`).
 */
export function StatusSteps({ found }: { found: StatusFacts }) {
  const { t, i18n } = useTranslation('company');
  const date = (iso: string) => formatDate(iso, i18n.language);
  const reachedAt = (status: string) =>
    [...found.history].reverse().find((entry) => entry.status === status)?.at;
  const current = steps.indexOf(found.status as (typeof steps)[number]);
  return (
    <Box mt="6" aria-live="polite">
      <Text fontWeight="semibold" color="brand.950" mb="3">
        {t('orderStatus.lookup.result', {
          reference: found.reference,
          status: t(`orderStatus.lookup.statuses.${found.status}`),
        })}
      </Text>
      {found.status === 'cancelled' ? (
        <Text bg="red.50" color="red.800" borderWidth="1px" borderColor="red.200" rounded="lg" p="4">
          {t('orderStatus.lookup.cancelled', { date: date(found.updatedAt) })}
        </Text>
      ) : (
        <chakra.ol
          listStyleType="none"
          display="grid"
          gap="3"
          gridTemplateColumns={{ base: '1fr', md: 'repeat(5, 1fr)' }}
        >
          {steps.map((status, index) => {
            const done = index <= current;
            const at = reachedAt(status);
            return (
              <Flex
                as="li"
                key={status}
                aria-current={index === current ? 'step' : undefined}
                direction={{ base: 'row', md: 'column' }}
                gap="2"
                align={{ base: 'center', md: 'flex-start' }}
                p="3"
                rounded="lg"
                borderWidth="2px"
                borderColor={index === current ? 'brand.600' : done ? 'brand.200' : 'gray.200'}
                bg={done ? 'brand.50' : 'white'}
              >
                <Box
                  flexShrink={0}
                  boxSize="7"
                  rounded="full"
                  display="grid"
                  placeItems="center"
                  fontWeight="bold"
                  fontSize="sm"
                  bg={done ? 'brand.700' : 'gray.200'}
                  color={done ? 'white' : 'gray.700'}
                  aria-hidden
                >
                  {index + 1}
                </Box>
                <Box>
                  <Text fontWeight="semibold" color={done ? 'brand.950' : 'gray.700'}>
                    {t(`orderStatus.lookup.statuses.${status}`)}
                  </Text>
                  <Text fontSize="sm" color="gray.700">
                    {done && at ? date(at) : t('orderStatus.lookup.notYet')}
                  </Text>
                </Box>
              </Flex>
            );
          })}
        </chakra.ol>
      )}
    </Box>
  );
}
