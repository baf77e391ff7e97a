/**
 * <FormById id="contact" />: any form file on any page, by its id. The form file loads as its
 * own chunk (the page holds a Suspense boundary), then the runner draws it; a preset (the values
 * a Get Quote link chose) is applied over a saved draft.
 */
import { Box, Text, type BoxProps } from '@chakra-ui/react';
import { Suspense, use, useEffect, useRef, useState } from 'react';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import { business } from '../../catalog/business.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { useTranslation } from '../lib/use-translation.ts';
import type { FormDefinition } from '../../core/forms/form-definition.ts';
import { loadForm, reloadForm } from './form-manifest.ts';
import { applyServedTexts } from './served-forms.ts';
import { PresetFormRunner, type PresetFormRunnerProps } from './preset-form-runner.tsx';

export interface FormByIdProps extends Omit<PresetFormRunnerProps, 'definition'> {
  /** The form file's id: forms/<id>.form.json. */
  id: string;
  /**
   * The height the form's place keeps until the form is drawn, on a prerendered page whose
   * form has content below it in view: the form arriving then pushes nothing (no layout shift).
   */
  placeholderMinH?: BoxProps['minH'];
}

/** The form's definition (as a variant when given one); suspends until it has loaded. */
export function useFormDefinition(id: string, variant?: string): FormDefinition {
  return use(loadForm(id, variant));
}

/**
 * The prerendered page holds the form's place (its section and heading are the page's); the
 * form itself is drawn once the browser has hydrated, since it runs on JavaScript and may
 * restore a draft from this browser's storage. Without JavaScript it says so.
 */
export function FormById({ placeholderMinH, ...props }: FormByIdProps) {
  const hydrated = useHydrated();
  if (!hydrated) return <FormPlaceholder minH={placeholderMinH} />;
  if (placeholderMinH === undefined) return <LoadedForm {...props} />;
  return (
    <Suspense fallback={<FormPlaceholder minH={placeholderMinH} loading />}>
      <LoadedForm {...props} />
    </Suspense>
  );
}

/**
 * Before a form is drawn: its reserved height (none without JavaScript, which it says it
 * needs). Also the website configurator's place, which is drawn after hydration the same way.
 */
export function FormPlaceholder({ minH, loading = false }: { minH: BoxProps['minH']; loading?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <>
      {minH !== undefined && (
        <Box minH={minH} data-needs-js="">
          {loading && <LoadingIndicator label={t('a11y.loading')} m="4" />}
        </Box>
      )}
      <noscript>
        <Text>{t('noscript.form', { phone: business.phoneDisplay })}</Text>
      </noscript>
    </>
  );
}

/**
 * The form at its live version. When a send finds that the server has a newer one (the owner
 * published it meanwhile), the new version is drawn in its place with the visitor's answers
 * (their draft) and a note saying so, which takes the focus.
 */
function LoadedForm({ id, ...runner }: FormByIdProps) {
  const first = useFormDefinition(id, runner.variant);
  const [newer, setNewer] = useState<{
    definition: FormDefinition;
    generation: number;
    shownSince: number;
  } | null>(null);
  const definition = newer?.definition ?? first;
  const { t, i18n } = useTranslation('forms');
  applyServedTexts(i18n, definition);
  // The visitor has been at the form since the first version showed (the intake's spam rule
  // reads how long they took): a newer version drawn in its place keeps that time.
  const [firstShown] = useState(() => Date.now());
  const formChanged = () => {
    reloadForm(id);
    void loadForm(id, runner.variant).then(
      (next) =>
        setNewer((previous) => ({
          definition: next,
          generation: (previous?.generation ?? 0) + 1,
          shownSince: firstShown,
        })),
      // Not loadable now: the form stays as it is, and the next send asks again.
      () => undefined,
    );
  };
  return (
    <>
      {newer && <FormChangedNote key={newer.generation} text={t('changed')} />}
      <PresetFormRunner
        key={newer?.generation ?? 0}
        definition={definition}
        {...runner}
        shownSince={newer?.shownSince}
        onFormChanged={formChanged}
      />
    </>
  );
}

function FormChangedNote({ text }: { text: string }) {
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => note.current?.focus(), []);
  return (
    <Text
      ref={note}
      tabIndex={-1}
      role="status"
      mb="6"
      p="4"
      rounded="lg"
      borderWidth="1px"
      borderColor="accent.300"
      bg="accent.50"
      color="accent.900"
      fontWeight="medium"
      _focusVisible={{ outline: '3px solid', outlineColor: 'accent.600', outlineOffset: '2px' }}
    >
      {text}
    </Text>
  );
}
