import { Badge, Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { business } from '../../../catalog/business.ts';
import type { JobPosition } from '../../../catalog/jobs.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { CheckList } from '../../components/content/check-list.tsx';
import { MailIcon } from '../../components/icons/index.ts';

/** One open position: what it is, where, what the work involves, and a ready-made application e-mail. */
export function JobCard({ job }: { job: JobPosition }) {
  const { t } = useTranslation('company');
  const title = t(`jobs.positions.${job.id}.title`);
  const subject = encodeURIComponent(t('jobs.apply.subject', { title }));
  const headingId = `job-${job.id}`;
  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
      p={{ base: '5', md: '8' }}
      shadow="xs"
      display="flex"
      flexDirection="column"
    >
      <Heading as="h3" id={headingId} fontSize="xl" fontWeight="bold" mb="3">
        {title}
      </Heading>
      <Flex gap="2" wrap="wrap" mb="4">
        <Badge size="lg" colorPalette="brand">
          <span>{t('jobs.labels.type')}:</span> {t(`jobs.types.${job.type}`)}
        </Badge>
        <Badge size="lg" colorPalette="gray" whiteSpace="normal">
          <span>{t('jobs.labels.location')}:</span> {t(`jobs.locations.${job.location}`)}
        </Badge>
      </Flex>
      <Text color="gray.700" mb="5">
        {t(`jobs.positions.${job.id}.summary`)}
      </Text>
      <Heading as="h4" fontSize="md" fontWeight="semibold" mb="3">
        {t('jobs.labels.responsibilities')}
      </Heading>
      <Box mb="6">
        <CheckList
          items={job.responsibilities.map((id) => t(`jobs.positions.${job.id}.responsibilities.${id}`))}
        />
      </Box>
      <ButtonLink to={`mailto:${business.email}?subject=${subject}`} mt="auto" alignSelf="flex-start">
        <MailIcon />
        {t('jobs.labels.apply')}
        <chakra.span srOnly>: {title}</chakra.span>
      </ButtonLink>
    </Box>
  );
}
