import { Heading, Text } from '@chakra-ui/react';
import { AnswerList } from '../../components/answer-list.tsx';
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
      <AnswerList fields={fields} />
      <Heading as="h3" fontSize="lg" color="brand.950" mt="6" mb="2">
        {t('sent.files')}
      </Heading>
      {files.length ? <FileLinks files={files} /> : <Text color="gray.600">{t('sent.noFiles')}</Text>}
    </PageSection>
  );
}
