import { Box, Button, chakra, Flex } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { ErrorText, FieldLabel, HelpText, Input, tapTarget } from '../../owner-styles.ts';

interface AddValueFormProps {
  label: string;
  help: string;
  button: string;
  numeric?: boolean;
  /** What is wrong with the text typed, or null when it can be added. */
  problem: (text: string) => string | null;
  onAdd: (text: string) => void;
}

/**
 * One box and its button that add a value to the draft table (a quantity, an option). Enter
 * adds too; what cannot be added is said under the box, which keeps the text to correct.
 */
export function AddValueForm({ label, help, button, numeric, problem, onAdd }: AddValueFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <chakra.form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const wrong = problem(text.trim());
        setError(wrong);
        if (wrong) return;
        onAdd(text.trim());
        setText('');
      }}
    >
      <FieldLabel htmlFor={`${id}-value`}>{label}</FieldLabel>
      <HelpText id={`${id}-help`} mt="0" mb="2">
        {help}
      </HelpText>
      <Flex gap="3" wrap="wrap" align="flex-start">
        <Box flex="1 1 10rem" maxW="16rem">
          <Input
            id={`${id}-value`}
            value={text}
            inputMode={numeric ? 'numeric' : 'text'}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={[`${id}-help`, error && `${id}-error`].filter(Boolean).join(' ')}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            {...tapTarget}
          />
        </Box>
        <Button type="submit" size="lg" variant="outline">
          {button}
        </Button>
      </Flex>
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </chakra.form>
  );
}
