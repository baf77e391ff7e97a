import { LoadFailed, Loading } from './load-states.tsx';
import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import { ItemLink } from './item-link.tsx';
import { paths } from '../../../../core/routes/paths.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatDateTime } from '../format.ts';
import { Panel } from '../owner-styles.ts';
import { ScreenHeading } from '../screen-heading.tsx';
import { useOwnerData } from '../use-owner-data.ts';
import { useOwnerLang } from '../use-owner-lang.ts';
import { listForms, type FormSummary } from './forms-api.ts';
import { PriceTablesList } from './prices/price-tables-list.tsx';

/**
 * The forms, each with its live version, when it was published and what needs a look; below
 * them the price tables their estimates use (prices/price-tables-list.tsx).
 */
export function FormsListScreen() {
  const { t } = useTranslation(['owner', 'common']);
  const lang = useOwnerLang();
  const list = useOwnerData(listForms, 'forms');
  const formTitles = Object.fromEntries(list.data?.forms.map((form) => [form.id, form.title[lang]]) ?? []);
  return (
    <Stack gap={{ base: '5', md: '8' }}>
      <ScreenHeading>{t('owner:forms.title')}</ScreenHeading>
      <Text color="gray.700" maxW="prose">
        {t('owner:forms.intro')}
      </Text>
      {list.error && (
        <LoadFailed
          message={t('owner:forms.loadError')}
          retry={list.reload}
          retryLabel={t('owner:forms.retry')}
        />
      )}
      {!list.data && !list.error && <Loading />}
      {list.data && (
        <Stack as="ul" listStyleType="none" gap="3">
          {list.data.forms.map((form) => (
            <FormItem key={form.id} form={form} />
          ))}
        </Stack>
      )}
      <PriceTablesList formTitles={formTitles} />
    </Stack>
  );
}

function FormItem({ form }: { form: FormSummary }) {
  const { t } = useTranslation('owner');
  const lang = useOwnerLang();
  return (
    <Panel as="li" p={{ base: '4', md: '5' }}>
      <Flex direction="column" gap="1">
        <ItemLink to={paths.ownerForm(form.id)}>{form.title[lang] || form.id}</ItemLink>
        <Text color="gray.700">
          {t('forms.version', { version: form.version })}
          {' · '}
          {t('forms.published', { date: formatDateTime(form.publishedAt, lang) })}
        </Text>
        <Flex gap="2" wrap="wrap" mt="1">
          {form.newerDefault && (
            <Badge colorPalette="accent" variant="subtle" whiteSpace="normal" px="2" py="1">
              {t('forms.newerDefault')}
            </Badge>
          )}
          {!form.visual && (
            <Badge colorPalette="gray" variant="subtle" whiteSpace="normal" px="2" py="1">
              {t('forms.fileOnly')}
            </Badge>
          )}
        </Flex>
      </Flex>
    </Panel>
  );
}
