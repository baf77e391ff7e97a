import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Legend } from '../styles.ts';
import { RequiredMark } from '../templates/required-mark.tsx';
import { describedBy } from './described-by.ts';

const Fieldset = chakra('fieldset', { base: { border: 0, p: 0, m: 0, minW: 0 } });

/** The fieldset and legend around a group of radios or checkboxes (the legend is the label). */
export function ChoiceGroup(props: {
  id: string;
  label: string;
  required?: boolean;
  inline?: boolean;
  role?: 'radiogroup';
  help?: unknown;
  errors?: string[];
  extra?: string[];
  children: ReactNode;
}) {
  const { id, label, required, inline, role, help, errors, extra, children } = props;
  return (
    <Fieldset
      id={`${id}__group`}
      role={role}
      aria-required={role && required ? true : undefined}
      aria-invalid={role && errors?.length ? true : undefined}
      aria-describedby={describedBy(id, { help, errors, extra })}
    >
      <Legend>
        {label}
        {required && <RequiredMark />}
      </Legend>
      <chakra.div
        display="flex"
        flexDirection={inline ? 'row' : 'column'}
        flexWrap="wrap"
        columnGap="5"
        rowGap="2"
      >
        {children}
      </chakra.div>
    </Fieldset>
  );
}
