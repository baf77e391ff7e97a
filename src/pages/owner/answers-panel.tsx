import { Text } from '@chakra-ui/react';
import { AnswerList } from '../../components/answer-list.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import type { Answer } from './owner-api.ts';
import { Panel } from './owner-styles.ts';
import { PanelHeading } from './panel-heading.tsx';

/**
 * Every answer under its label, as the server words it in the page's language. Text only:
 * nothing a visitor typed is ever rendered as HTML.
 */
export function AnswersPanel({ fields }: { fields: readonly Answer[] }) {
  const { t } = useTranslation('owner');
  return (
    <Panel aria-labelledby="owner-answers">
      <PanelHeading id="owner-answers">{t('detail.answers')}</PanelHeading>
      {fields.length === 0 ? (
        <Text color="gray.600">{t('detail.noAnswers')}</Text>
      ) : (
        <AnswerList fields={fields} />
      )}
    </Panel>
  );
}
