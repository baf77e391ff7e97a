import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import type { Language } from '../../../../../core/i18n/languages.ts';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { useOwnerData } from '../../use-owner-data.ts';
import { useOwnerLang } from '../../use-owner-lang.ts';
import { canonicalJson } from '../draft-store.ts';
import type { FormProblem } from '../forms-api.ts';
import { CheckState, FormPreview, PreviewBox, PreviewToggles, type PreviewWidth } from '../preview-frame.tsx';
import { priceDraftBody, type StoredPriceDraft } from './price-draft.ts';
import { PriceChangeLine } from './price-history.tsx';
import { useFromText, type PriceLabels } from './price-labels.ts';
import { checkPriceTable, type PricePreviewForm, type PriceTableDetail } from './prices-api.ts';

interface PricePreviewProps {
  detail: PriceTableDetail;
  draft: StoredPriceDraft;
  labels: PriceLabels;
  onProblems: (problems: FormProblem[]) => void;
}

/**
 * The draft table at work: the server checks it (POST …/check) and says its "from" price and
 * what it changes, then each form that prices with it is drawn as a visitor sees it (the
 * printing order form as this service, the vehicle wrap form), its live estimate priced with
 * the draft instead of the live table. The forms can be filled in; nothing is sent.
 */
export function PricePreview({ detail, draft, labels, onProblems }: PricePreviewProps) {
  const { t } = useTranslation('owner');
  const ownerLang = useOwnerLang();
  const fromText = useFromText();
  const [lng, setLng] = useState<Language>(ownerLang);
  const [width, setWidth] = useState<PreviewWidth>('phone');
  const typing = draft.typing !== undefined;
  const check = useOwnerData(
    () => (typing ? Promise.reject(new Error('typing')) : checkPriceTable(detail.id, priceDraftBody(draft))),
    canonicalJson(draft),
  );
  const refused = check.error?.status === 400 ? check.error : undefined;
  /** The form's title in the owner's language, with the service it is drawn as (printing). */
  const formTitle = (form: PricePreviewForm) => {
    const title = form.content.texts[ownerLang]?.title;
    const name = typeof title === 'string' && title ? title : form.formId;
    return form.variant
      ? t('forms.prices.preview.formAs', { form: name, variant: labels.tableName(form.variant) })
      : name;
  };
  const priceTables = useMemo(() => ({ [detail.id]: draft.table }), [detail.id, draft.table]);

  useEffect(() => {
    if (check.data) onProblems([]);
    else if (refused) onProblems(refused.problems);
  }, [check.data, refused, onProblems]);

  return (
    <Stack gap="4">
      <Text color="gray.700" maxW="prose">
        {t('forms.prices.preview.intro')}
      </Text>
      <PreviewToggles lng={lng} onLanguage={setLng} width={width} onWidth={setWidth} />
      <CheckState check={check} typing={typing ? t('forms.prices.draft.typing') : null} />
      {check.data && (
        <Box>
          <Text fontWeight="semibold">
            {t('forms.prices.preview.from', { from: fromText(check.data.startingPrice) })}
          </Text>
          <Text fontWeight="semibold" mt="2">
            {t('forms.preview.changes')}
          </Text>
          <PriceChangeLine changes={check.data.changes} table={draft.table} labels={labels} />
        </Box>
      )}
      {check.data && detail.forms.length === 0 && (
        <Text color="gray.700">{t('forms.prices.preview.noForms')}</Text>
      )}
      {check.data &&
        detail.forms.map((form) => (
          <Stack key={`${form.formId}:${form.variant ?? ''}`} gap="3">
            <Heading as="h2" fontSize="lg" color="brand.950" overflowWrap="anywhere">
              {formTitle(form)}
            </Heading>
            <PreviewBox
              label={t('forms.prices.preview.region', { form: formTitle(form) })}
              lng={lng}
              width={width}
            >
              <FormPreview
                // Drawn anew per language, as a form's own preview is (../preview-panel.tsx).
                key={lng}
                content={form.content}
                validators={form.validators}
                variant={form.variant}
                lng={lng}
                phone={width === 'phone'}
                priceTables={priceTables}
              />
            </PreviewBox>
          </Stack>
        ))}
    </Stack>
  );
}
