import { Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { CustomerRequest } from '../../../core/api/customer.ts';
import { FileLinks } from './file-links.tsx';
import { PageSection } from './page-parts.tsx';

/**
 * A copy of what the customer sent: each answer under its label, as the server words it in the
 * page's language, and their files. Text only: nothing typed is ever rendered as HTML.
 */
export function SentSection({ fields, files }: Pick<CustomerRequest, 'fields' | 'files'>) {
  const { t } = useTranslation('customer');
  return (
    <PageSection id="customer-sent" title={t('sent.title')}>
      <Box as="dl">
        {fields.map((field, index) => (
          <Box key={field.name} py="3" borderTopWidth={index === 0 ? '0' : '1px'} borderColor="gray.100">
            <Text as="dt" fontSize="sm" fontWeight="semibold" color="gray.600">
              {field.label}
            </Text>
            <Text as="dd" color="gray.900" whiteSpace="pre-wrap" overflowWrap="anywhere">
              {field.text}
            </Text>
          </Box>
        ))}
      </Box>
      <Heading as="h3" fontSize="lg" color="brand.950" mt="6" mb="2">
        {t('sent.files')}
      </Heading>
      {files.length ? <FileLinks files={files} /> : <Text color="gray.600">{t('sent.noFiles')}</Text>}
    </PageSection>
  );
}
