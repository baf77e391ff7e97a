import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { ItemLink } from './item-link.tsx';
import { paths } from '../../../../core/routes/paths.ts';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
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
        <Box role="alert" p="4" bg="red.50" color="red.800" rounded="md">
          <Text mb="3">{t('owner:forms.loadError')}</Text>
          <Button size="lg" variant="outline" colorPalette="red" onClick={list.reload}>
            {t('owner:forms.retry')}
          </Button>
        </Box>
      )}
      {!list.data && !list.error && (
        <Box py="16" textAlign="center">
          <LoadingIndicator label={t('common:a11y.loading')} />
        </Box>
      )}
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
