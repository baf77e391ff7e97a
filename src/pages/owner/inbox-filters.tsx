import { Box, Button, chakra, Flex, Grid } from '@chakra-ui/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { filterQuery, workStatuses, type Filters, type FormCount, type Status } from './owner-api.ts';
import { hasFilters, withFilter } from './owner-filters.ts';
import { ChoiceLabel, FieldLabel, Input, Select, tapTarget, Tick } from './owner-styles.ts';

interface InboxFiltersProps {
  filters: Filters;
  forms: readonly FormCount[];
  statuses?: readonly Status[];
  /** How many requests wait for the owner's answer (the overview's count), once known. */
  waiting?: number;
  /** How many requests' quotes were accepted and wait to move on, once known. */
  accepted?: number;
  onApply: (filters: Filters) => void;
}

type Draft = Pick<Filters, 'q' | 'from' | 'to'>;
const draftOf = ({ q = '', from = '', to = '' }: Filters) => ({ q, from, to });

function Field({
  id,
  label,
  wide,
  children,
}: {
  id: string;
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  // On a phone the selects take the whole row (their options are long); the dates share one.
  return (
    <Box minW="0" gridColumn={wide ? { base: 'span 2', sm: 'auto' } : undefined}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children}
    </Box>
  );
}

/**
 * Form, status, "Waiting for you" and "Quote accepted" apply at once; the search text and the dates when the owner presses Search
 * (or Enter), and the dates also on leaving the field: a date half typed is not a filter yet.
 */
export function InboxFilters({
  filters,
  forms,
  statuses = workStatuses,
  waiting,
  accepted,
  onApply,
}: InboxFiltersProps) {
  const { t } = useTranslation('owner');
  const id = useId();
  const applied = filterQuery(filters);
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const [basis, setBasis] = useState(applied);
  if (basis !== applied) {
    // The URL changed (a count card, Clear, the back button): the fields follow it.
    setBasis(applied);
    setDraft(draftOf(filters));
  }
  const apply = (change: Partial<Filters> = {}) => {
    const next = withFilter(filters, { ...draft, q: draft.q?.trim(), ...change });
    if (filterQuery(next) !== filterQuery(withFilter(filters, {}))) onApply(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  const dateField = (key: 'from' | 'to') => (
    <Field id={`${id}-${key}`} label={t(`filters.${key}`)}>
      <Input
        id={`${id}-${key}`}
        type="date"
        value={draft[key]}
        max={key === 'from' ? draft.to || undefined : undefined}
        min={key === 'to' ? draft.from || undefined : undefined}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
        onBlur={() => apply()}
        {...tapTarget}
      />
    </Field>
  );

  return (
    <chakra.form role="search" aria-label={t('filters.title')} onSubmit={submit} mb="5">
      <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }} gap="3">
        <Box gridColumn={{ base: 'span 2', lg: 'span 4' }} minW="0" maxW={{ lg: '2xl' }}>
          <FieldLabel htmlFor={`${id}-q`}>{t('filters.search')}</FieldLabel>
          <Flex gap="2">
            <Input
              id={`${id}-q`}
              type="search"
              value={draft.q}
              placeholder={t('filters.searchHint')}
              onChange={(event) => setDraft({ ...draft, q: event.target.value })}
              {...tapTarget}
            />
            <Button type="submit" size="lg" flexShrink={0}>
              {t('filters.searchButton')}
            </Button>
          </Flex>
        </Box>
        <Field id={`${id}-form`} label={t('filters.form')} wide>
          <Select
            id={`${id}-form`}
            value={filters.form ?? ''}
            onChange={(event) => apply({ form: event.target.value || undefined })}
            {...tapTarget}
          >
            <option value="">{t('filters.allForms')}</option>
            {forms.map((form) => (
              <option key={form.id} value={form.id}>
                {form.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-status`} label={t('filters.status')} wide>
          <Select
            id={`${id}-status`}
            value={filters.status ?? ''}
            onChange={(event) => apply({ status: (event.target.value || undefined) as Status | undefined })}
            {...tapTarget}
          >
            <option value="">{t('filters.allStatuses')}</option>
            {[...statuses, 'spam' as const].map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </Select>
        </Field>
        {dateField('from')}
        {dateField('to')}
      </Grid>
      <ChoiceLabel htmlFor={`${id}-waiting`} mt="3" minH="11" alignItems="center" w="fit-content" maxW="full">
        <Tick
          id={`${id}-waiting`}
          type="checkbox"
          mt="0"
          checked={filters.waiting === true}
          onChange={(event) => apply({ waiting: event.target.checked || undefined })}
        />
        <span>
          {waiting === undefined ? t('filters.waiting') : t('filters.waitingCount', { count: waiting })}
        </span>
      </ChoiceLabel>
      <ChoiceLabel htmlFor={`${id}-accepted`} minH="11" alignItems="center" w="fit-content" maxW="full">
        <Tick
          id={`${id}-accepted`}
          type="checkbox"
          mt="0"
          checked={filters.accepted === true}
          onChange={(event) => apply({ accepted: event.target.checked || undefined })}
        />
        <span>
          {accepted === undefined ? t('filters.accepted') : t('filters.acceptedCount', { count: accepted })}
        </span>
      </ChoiceLabel>
      {hasFilters(filters) && (
        <Button type="button" variant="ghost" size="lg" mt="2" px="3" onClick={() => onApply({})}>
          {t('filters.clear')}
        </Button>
      )}
    </chakra.form>
  );
}
