import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { paths } from '../../../../core/routes/paths.ts';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { BackLink } from '../back-link.tsx';
import { ScreenHeading } from '../screen-heading.tsx';
import { useOwnerData } from '../use-owner-data.ts';
import { useOwnerLang } from '../use-owner-lang.ts';
import { FormEditor } from './form-editor.tsx';
import { getForm } from './forms-api.ts';

/** One form: loaded, then edited; after a publish or a restore it loads again. */
export function FormScreen({ formId }: { formId: string }) {
  const { t } = useTranslation(['owner', 'common']);
  const lang = useOwnerLang();
  const detail = useOwnerData(() => getForm(formId), formId);
  const title = detail.data?.live.texts[lang].title;
  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <BackLink to={paths.ownerForms} label={t('owner:forms.back')} />
      {detail.error?.status === 404 && (
        <Box role="alert" p="4" bg="red.50" color="red.800" rounded="md">
          {t('owner:forms.notFound', { formId })}
        </Box>
      )}
      {detail.error && detail.error.status !== 404 && (
        <Box role="alert" p="4" bg="red.50" color="red.800" rounded="md">
          <Text mb="3">{t('owner:forms.loadFormError')}</Text>
          <Button size="lg" variant="outline" colorPalette="red" onClick={detail.reload}>
            {t('owner:forms.retry')}
          </Button>
        </Box>
      )}
      {!detail.data && !detail.error && (
        <Box py="16" textAlign="center">
          <LoadingIndicator label={t('common:a11y.loading')} />
        </Box>
      )}
      {detail.data && (
        <>
          <ScreenHeading overflowWrap="anywhere">
            {typeof title === 'string' && title ? title : formId}
          </ScreenHeading>
          {/* A new live version is a new start: the editor takes its draft again. */}
          <FormEditor key={detail.data.live.version} detail={detail.data} reload={detail.reload} />
        </>
      )}
    </Stack>
  );
}
