import { Badge } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { Status } from './owner-api.ts';

/** New work stands out; finished and cancelled work is quiet; spam is red. */
const tones: Record<Status, string> = {
  received: 'brand',
  quoted: 'accent',
  'in-production': 'brand',
  ready: 'green',
  completed: 'gray',
  cancelled: 'gray',
  spam: 'red',
};

export function StatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation('owner');
  return (
    <Badge
      size="lg"
      colorPalette={tones[status] ?? 'gray'}
      variant={status === 'received' ? 'solid' : 'subtle'}
      whiteSpace="nowrap"
    >
      {t(`statuses.${status}`)}
    </Badge>
  );
}
