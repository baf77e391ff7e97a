import { Box, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { Language } from '../../../../core/i18n/languages.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useOwnerData } from '../use-owner-data.ts';
import { useOwnerLang } from '../use-owner-lang.ts';
import { ChangeLine } from './change-line.tsx';
import { canonicalJson, draftBody, type StoredDraft } from './form-draft.ts';
import { checkForm, type FormProblem } from './forms-api.ts';
import { CheckState, FormPreview, PreviewBox, PreviewToggles, type PreviewWidth } from './preview-frame.tsx';

interface PreviewPanelProps {
  formId: string;
  draft: StoredDraft;
  onProblems: (problems: FormProblem[]) => void;
}

/**
 * The draft as a visitor would see it, in either language, at a phone's width (390 px) or a
 * desktop's: the server checks the draft first (POST …/check) and compiles the validators the
 * preview checks answers with; the preview can be filled in and checked, never sent.
 */
export function PreviewPanel({ formId, draft, onProblems }: PreviewPanelProps) {
  const { t } = useTranslation(['owner', 'common']);
  const ownerLang = useOwnerLang();
  const [lng, setLng] = useState<Language>(ownerLang);
  const [width, setWidth] = useState<PreviewWidth>('phone');
  const [passed, setPassed] = useState(false);
  const typing = draft.typing !== undefined;
  const showIn = (language: Language) => {
    setLng(language);
    setPassed(false);
  };
  const check = useOwnerData(
    () => (typing ? Promise.reject(new Error('typing')) : checkForm(formId, draftBody(draft))),
    canonicalJson(draft),
  );
  const refused = check.error?.status === 400 ? check.error : undefined;

  useEffect(() => {
    if (check.data) onProblems([]);
    else if (refused) onProblems(refused.problems);
  }, [check.data, refused, onProblems]);

  return (
    <Stack gap="4">
      <Text color="gray.700" maxW="prose">
        {t('owner:forms.preview.intro')}
      </Text>
      <PreviewToggles lng={lng} onLanguage={showIn} width={width} onWidth={setWidth} />
      <CheckState check={check} typing={typing ? t('owner:forms.draft.typing') : null} />
      {check.data && (
        <Box>
          <Text fontWeight="semibold">{t('owner:forms.preview.changes')}</Text>
          <ChangeLine changes={check.data.changes} />
        </Box>
      )}
      {/* Always in the page, so that screen readers hear the line when it appears. */}
      <Text role="status" color="green.800" fontWeight="semibold">
        {passed ? t('owner:forms.preview.passed') : ''}
      </Text>
      {check.data && (
        <PreviewBox label={t('owner:forms.preview.region')} lng={lng} width={width}>
          <FormPreview
            // A preview per language: one drawn in English keeps its field labels when only
            // `lng` changes (seen in Chromium), so the other language gets a fresh one.
            key={lng}
            content={draft.content}
            validators={check.data.validators}
            lng={lng}
            phone={width === 'phone'}
            onChecked={() => setPassed(true)}
          />
        </PreviewBox>
      )}
    </Stack>
  );
}
