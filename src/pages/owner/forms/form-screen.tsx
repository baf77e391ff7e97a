import { LoadFailed, Loading, NotFoundNote } from './load-states.tsx';
import { Stack } from '@chakra-ui/react';
import { paths } from '../../../../core/routes/paths.ts';
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
      {detail.error?.status === 404 && <NotFoundNote>{t('owner:forms.notFound', { formId })}</NotFoundNote>}
      {detail.error && detail.error.status !== 404 && (
        <LoadFailed
          message={t('owner:forms.loadFormError')}
          retry={detail.reload}
          retryLabel={t('owner:forms.retry')}
        />
      )}
      {!detail.data && !detail.error && <Loading />}
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
