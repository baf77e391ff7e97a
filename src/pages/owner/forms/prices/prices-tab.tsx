import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import type { FormProblem } from '../forms-api.ts';
import { ProblemsList } from '../problems-list.tsx';
import { FeesEditor } from './fees-editor.tsx';
import { PriceGrid } from './price-grid.tsx';
import type { PriceLabels } from './price-labels.ts';
import { QuantitiesEditor } from './quantities-editor.tsx';
import type { PriceDraftState } from './use-price-draft.ts';

interface PricesTabProps {
  drafts: PriceDraftState;
  labels: PriceLabels;
  /** The server's problems with the draft, from the last check or publish. */
  problems: FormProblem[];
}

/**
 * The draft table as the owner edits it: its quantities, a grid of prices per option line, then
 * its minimum and fees. Every change goes into the draft at once; the server's problems are
 * listed above and their cells marked.
 */
export function PricesTab({ drafts, labels, problems }: PricesTabProps) {
  const { t } = useTranslation('owner');
  const { table, typing } = drafts.draft;
  // The Table file tab holds text that is no table yet: editing here would be lost under it.
  if (typing !== undefined) return <Text color="red.800">{t('forms.prices.grid.typing')}</Text>;
  const problemPaths = new Set(problems.map((problem) => problem.path));
  return (
    <Stack gap="5">
      <Text color="gray.700" maxW="prose">
        {t('forms.prices.grid.intro')}
      </Text>
      {problems.length > 0 && <ProblemsList problems={problems} />}
      <QuantitiesEditor table={table} labels={labels} edit={drafts.edit} />
      {table.lines.map((line, index) => (
        <PriceGrid
          key={`${index}-${line.dimension}`}
          table={table}
          lineIndex={index}
          labels={labels}
          problemPaths={problemPaths}
          edit={drafts.edit}
        />
      ))}
      <FeesEditor table={table} labels={labels} problemPaths={problemPaths} edit={drafts.edit} />
    </Stack>
  );
}
