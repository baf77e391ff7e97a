import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FieldLabel, Textarea } from './owner-styles.ts';

/**
 * The text of a field that may not be sent empty (a note, a message to the customer): `take`
 * gives it trimmed, or null and the field marked, when there is nothing to send.
 */
export function useRequiredText() {
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  return {
    text,
    empty,
    change(value: string) {
      setText(value);
      if (empty) setEmpty(false);
    },
    take(): string | null {
      const value = text.trim();
      setEmpty(!value);
      return value || null;
    },
    clear: () => setText(''),
  };
}

interface RequiredTextareaProps {
  /** The text area's id; its error is `${errorId}`. */
  id: string;
  errorId: string;
  label: string;
  /** What the error says when it was sent empty. */
  emptyText: string;
  field: ReturnType<typeof useRequiredText>;
  maxLength: number;
  minH: string;
  /** Marks the text area `required` too. */
  required?: boolean;
}

/** A labelled text area with the error it shows when sent empty (notes and the conversation). */
export function RequiredTextarea({
  id,
  errorId,
  label,
  emptyText,
  field,
  maxLength,
  minH,
  required,
}: RequiredTextareaProps) {
  return (
    <>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Textarea
        id={id}
        value={field.text}
        maxLength={maxLength}
        minH={minH}
        required={required}
        aria-invalid={field.empty || undefined}
        aria-describedby={field.empty ? errorId : undefined}
        onChange={(event) => field.change(event.target.value)}
      />
      {field.empty && (
        <Text id={errorId} role="alert" fontSize="sm" color="fg.error" mt="1.5">
          {emptyText}
        </Text>
      )}
    </>
  );
}
