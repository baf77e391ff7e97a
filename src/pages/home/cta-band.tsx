import { useTranslation } from '../../lib/use-translation.ts';
import { paths } from '../../../core/routes/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { CtaBand } from '../../components/cta-band.tsx';
import { EditableText } from '../../components/editable-text.tsx';
import { UploadIcon } from '../../components/icons/index.ts';

/** The closing invitation: a quote, a consultation, or just send the files. */
export function HomeCtaBand() {
  const { t } = useTranslation('common');
  const onDark = { focusRingColor: 'white', _hover: { bg: 'white/15' } } as const;
  return (
    <CtaBand
      id="home-cta-title"
      tone="card"
      title={<EditableText ns="home" k="cta.title" />}
      text={<EditableText ns="home" k="cta.description" multiline />}
      actions={
        <>
          <ButtonLink
            to={paths.contact}
            size="lg"
            bg="white"
            color="brand.800"
            focusRingColor="white"
            _hover={{ bg: 'brand.50' }}
          >
            {t('cta.contactUs')}
          </ButtonLink>
          <ButtonLink
            to={paths.booking}
            size="lg"
            variant="outline"
            color="white"
            borderColor="white/70"
            {...onDark}
          >
            {t('cta.bookConsultation')}
          </ButtonLink>
          <ButtonLink to={paths.upload} size="lg" variant="ghost" color="white" {...onDark}>
            <UploadIcon />
            {t('cta.uploadFiles')}
          </ButtonLink>
        </>
      }
    />
  );
}
