import { Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Language } from '../../../../core/i18n/languages.ts';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useOwnerData } from '../use-owner-data.ts';
import { useOwnerLang } from '../use-owner-lang.ts';
import { ChangeLine } from './change-line.tsx';
import { canonicalJson, draftBody, type StoredDraft } from './form-draft.ts';
import { checkForm, type FormProblem } from './forms-api.ts';
import { ProblemsList } from './problems-list.tsx';

/** The form engine comes only with the preview: the rest of the owner's screens never load it. */
const FormPreview = lazy(() =>
  import('../../../form-engine/form-preview.tsx').then((module) => ({ default: module.FormPreview })),
);

type Width = 'phone' | 'desktop';

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
  const [width, setWidth] = useState<Width>('phone');
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

  const toggle = <T extends string>(
    value: T,
    current: T,
    set: (value: T) => void,
    label: string,
    lang?: string,
  ) => (
    <chakra.button
      type="button"
      aria-pressed={value === current}
      lang={lang}
      onClick={() => set(value)}
      minH="11"
      px="4"
      fontSize="sm"
      fontWeight="semibold"
      bg={value === current ? 'brand.700' : 'white'}
      color={value === current ? 'white' : 'brand.800'}
      borderWidth="1px"
      borderColor="brand.600"
      cursor="pointer"
      _first={{ roundedStart: 'md' }}
      _last={{ roundedEnd: 'md' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
    >
      {label}
    </chakra.button>
  );

  return (
    <Stack gap="4">
      <Text color="gray.700" maxW="prose">
        {t('owner:forms.preview.intro')}
      </Text>
      <Flex gap="4" wrap="wrap">
        <Flex role="group" aria-label={t('owner:forms.preview.language')}>
          {toggle<Language>('en', lng, showIn, t('owner:header.languages.en'), 'en')}
          {toggle<Language>('es', lng, showIn, t('owner:header.languages.es'), 'es')}
        </Flex>
        <Flex role="group" aria-label={t('owner:forms.preview.width')}>
          {toggle<Width>('phone', width, setWidth, t('owner:forms.preview.phone'))}
          {toggle<Width>('desktop', width, setWidth, t('owner:forms.preview.desktop'))}
        </Flex>
      </Flex>
      {typing && <Text color="red.800">{t('owner:forms.draft.typing')}</Text>}
      {refused && <ProblemsList problems={refused.problems} message={refused.message} />}
      {check.error && !refused && !typing && (
        <Box role="alert" p="4" bg="red.50" color="red.800" rounded="md">
          <Text mb="3">{t('owner:forms.preview.failed')}</Text>
          <Button size="lg" variant="outline" colorPalette="red" onClick={check.reload}>
            {t('owner:forms.retry')}
          </Button>
        </Box>
      )}
      {check.loading && !typing && (
        <Box py="10" textAlign="center">
          <LoadingIndicator label={t('owner:forms.preview.checking')} />
        </Box>
      )}
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
        <Box
          role="region"
          aria-label={t('owner:forms.preview.region')}
          lang={lng}
          w="full"
          maxW={width === 'phone' ? '390px' : 'none'}
          mx="auto"
          p={{ base: '3', md: '5' }}
          bg="white"
          borderWidth="2px"
          borderStyle="dashed"
          borderColor="gray.300"
          rounded="xl"
          overflowX="auto"
        >
          <Suspense fallback={<LoadingIndicator label={t('common:a11y.loading')} />}>
            <FormPreview
              // A preview per language: one drawn in English keeps its field labels when only
              // `lng` changes (seen in Chromium), so the other language gets a fresh one.
              key={lng}
              content={draft.content}
              validators={check.data.validators}
              lng={lng}
              onChecked={() => setPassed(true)}
            />
          </Suspense>
        </Box>
      )}
    </Stack>
  );
}
