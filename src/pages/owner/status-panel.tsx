import { Button, Flex, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { workStatuses, type Status, type WorkStatus } from './owner-api.ts';
import { FieldLabel, Panel, Select, tapTarget } from './owner-styles.ts';
import { PanelHeading } from './panel-heading.tsx';
import { StatusBadge } from './status-badge.tsx';

interface StatusPanelProps {
  status: Status;
  busy: boolean;
  /** `done` is the sentence to announce once saved. */
  onSave: (status: WorkStatus, done: string) => Promise<boolean>;
}

/** Where the request stands, and a select + Save to move it on. */
export function StatusPanel({ status, busy, onSave }: StatusPanelProps) {
  const { t } = useTranslation('owner');
  const id = useId();
  const [choice, setChoice] = useState<WorkStatus | null>(null);
  const selected = choice ?? (status === 'spam' ? 'received' : status);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (selected === status) return;
    const saved = await onSave(selected, t('status.saved', { status: t(`statuses.${selected}`) }));
    if (saved) setChoice(null);
  };

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <PanelHeading id={`${id}-title`}>{t('status.title')}</PanelHeading>
      <Text mb="4">
        <StatusBadge status={status} />
      </Text>
      <form onSubmit={(event) => void submit(event)}>
        <FieldLabel htmlFor={`${id}-select`}>{t('status.label')}</FieldLabel>
        <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
          <Select
            id={`${id}-select`}
            value={selected}
            onChange={(event) => setChoice(event.target.value as WorkStatus)}
            {...tapTarget}
          >
            {workStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`statuses.${value}`)}
              </option>
            ))}
          </Select>
          <Button type="submit" size="lg" flexShrink={0} disabled={busy || selected === status}>
            {t(busy ? 'status.saving' : 'status.save')}
          </Button>
        </Flex>
      </form>
    </Panel>
  );
}
