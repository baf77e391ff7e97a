/**
 * A draft of a form as a visitor would see it, in either language (docs/owner-guide.md "Forms"):
 * the owner's Forms page draws it from the draft's file and texts and the validators the server
 * compiled for it. It can be filled in and checked; it never sends, keeps no draft and leaves
 * the page's address alone.
 */
import { Box } from '@chakra-ui/react';
import type { i18n as I18n } from 'i18next';
import { use, useMemo } from 'react';
import type { FormContent } from '../../core/api/forms.ts';
import { variantsOf } from '../../core/forms/extensions.ts';
import type { PriceTable } from '../../core/pricing/estimate.ts';
import { asFormDefinition } from '../../core/forms/form-definition.ts';
import { resolveForm } from '../../core/forms/resolve-form.ts';
import type { Language } from '../../core/i18n/languages.ts';
import { initI18n } from '../lib/i18n.ts';
import { I18nProvider, useTranslation } from '../lib/use-translation.ts';
import { FormRunner } from './form-runner.tsx';
import { PriceTableOverrides } from './price-tables.ts';
import { PhoneLayout } from './templates/object-field-template.tsx';
import { applyServedTexts, loadServedValidators, markServed } from './served-forms.ts';
import type { FormValues } from './types.ts';

export interface FormPreviewProps {
  content: FormContent;
  /** The validators' script the server compiled for this draft (`FormCheck.validators`). */
  validators: string;
  lng: Language;
  /** A variant of the form (printing-order: the service, whose price table is named like it). */
  variant?: string;
  /** Laid out as on a phone (the preview at a phone's width), whatever the owner's screen. */
  phone?: boolean;
  /** Draft price tables by id, over the live ones: the estimate shows the prices being edited. */
  priceTables?: Readonly<Record<string, PriceTable>>;
  /** Called with the answers when the preview's send button finds them valid. */
  onChecked?: (answers: FormValues) => void;
}

/** One i18n instance per language for previews, apart from the page's own. */
const instances = new Map<Language, Promise<I18n>>();
const instanceFor = (lng: Language) => {
  let pending = instances.get(lng);
  if (!pending) instances.set(lng, (pending = initI18n(lng, { ownsDocument: false })));
  return pending;
};

export function FormPreview({
  content,
  validators,
  lng,
  variant,
  phone = false,
  priceTables,
  onChecked,
}: FormPreviewProps) {
  const i18n = use(instanceFor(lng));
  const definition = useMemo(() => {
    const whole = resolveForm(asFormDefinition(structuredClone(content.file)));
    const variants = variant === undefined ? undefined : variantsOf(whole);
    return markServed(variants ? variants.apply(whole, variant!) : whole, {
      version: 0,
      texts: content.texts,
      validators: loadServedValidators(validators),
    });
  }, [content, validators, variant]);
  return (
    <I18nProvider i18n={i18n}>
      <Box lang={lng}>
        <PreviewTexts i18n={i18n} definition={definition} />
        {/* Drawn anew per language: the runner keeps the field texts it first drew. */}
        <PriceTableOverrides value={priceTables ?? null}>
          <PhoneLayout value={phone}>
            <FormRunner
              key={lng}
              definition={definition}
              variant={variant}
              drafts={false}
              stepsInAddress={false}
              onSubmit={(answers) => onChecked?.(answers)}
            />
          </PhoneLayout>
        </PriceTableOverrides>
      </Box>
    </I18nProvider>
  );
}

/** Puts the draft's texts in the preview's i18n (its forms' texts loaded first) before the runner below reads them. */
function PreviewTexts({ i18n, definition }: { i18n: I18n; definition: ReturnType<typeof markServed> }) {
  useTranslation('forms');
  applyServedTexts(i18n, definition);
  return null;
}
