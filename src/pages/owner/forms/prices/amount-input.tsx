import { chakra, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { Input, tapTarget } from '../../owner-styles.ts';

interface AmountInputProps {
  id?: string;
  value: number;
  onChange: (amount: number) => void;
  /** Dollars ("$" before) or a percent ("%" after). */
  unit: 'dollars' | 'percent';
  /** The accessible name, when no <label> names it (a cell of a price grid). */
  label?: string;
  describedBy?: string;
  /** The server found a problem here. */
  invalid?: boolean;
}

const read = (text: string) => (text.trim() === '' ? NaN : Number(text));
const usable = (amount: number) => Number.isFinite(amount) && amount >= 0;

/**
 * A price or a percent of the draft table. What is typed goes into the draft as soon as it is a
 * number of 0 or more; while it is not (empty, or on its way to "12.5"), the draft keeps the
 * last one and the box shows it again when left.
 */
export function AmountInput({ id, value, onChange, unit, label, describedBy, invalid }: AmountInputProps) {
  const [text, setText] = useState(String(value));
  // A change from elsewhere (a quantity added, a discard) shows; one being typed is left alone
  // (React's way of adjusting state to a prop: during the render, not in an effect).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (read(text) !== value) setText(String(value));
  }
  const typedWrong = !usable(read(text));
  const sign = (
    <chakra.span aria-hidden="true" color="gray.700" fontWeight="semibold">
      {unit === 'dollars' ? '$' : '%'}
    </chakra.span>
  );
  return (
    <Flex align="center" gap="1">
      {unit === 'dollars' && sign}
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        autoComplete="off"
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={typedWrong || invalid ? true : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const amount = read(event.target.value);
          if (usable(amount)) onChange(amount);
        }}
        onBlur={() => typedWrong && setText(String(value))}
        w="6.5rem"
        minW="6.5rem"
        textAlign="end"
        {...tapTarget}
      />
      {unit === 'percent' && sign}
    </Flex>
  );
}
