import { chakra, Text } from '@chakra-ui/react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { FormChanges } from './forms-api.ts';

/** Which fields a version (or the draft, against the live version) added, removed and changed. */
export function ChangeLine({ changes }: { changes: FormChanges }) {
  const { t } = useTranslation('owner');
  const parts = (['added', 'removed', 'changed'] as const).filter((kind) => changes[kind].length > 0);
  if (parts.length === 0) return <Text color="gray.700">{t('forms.history.noChanges')}</Text>;
  return (
    <chakra.ul ps="5" color="gray.800">
      {parts.map((kind) => (
        <li key={kind}>
          {t(`forms.history.${kind}`, { fields: changes[kind].join(', '), count: changes[kind].length })}
        </li>
      ))}
    </chakra.ul>
  );
}
