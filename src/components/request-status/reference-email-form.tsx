import { Box, Button, chakra, SimpleGrid, type SystemStyleObject } from '@chakra-ui/react';
import { useId, type FormEvent, type ReactNode } from 'react';
import { FieldLabel, Input } from '../../form-engine/styles.ts';

interface ReferenceEmailFormProps {
  /** The two fields' labels and the button's words (the busy ones while `busy`). */
  labels: { reference: string; email: string; submit: string };
  busy: boolean;
  /** Called with both values trimmed, empty ones included: the caller says what is missing. */
  onSubmit: (reference: string, email: string) => void;
  /** What went wrong, shown in the form's alert region (which the fields point to). */
  problem: ReactNode;
  /** The reference field's first value (the status page's ?ref=). */
  defaultReference?: string;
  /** The button fills a phone's width. */
  wideButton?: boolean;
  /** Space above the form. */
  mt?: SystemStyleObject['mt'];
  maxW?: SystemStyleObject['maxW'];
  /** Below the alert region, inside the form (a confirmation's status region). */
  children?: ReactNode;
}

/**
 * A request's reference and the e-mail on it: the order-status lookup and a fresh link to the
 * customer's page (src/pages/order-status, src/pages/customer-request) ask for the same two.
 */
export function ReferenceEmailForm({
  labels,
  busy,
  onSubmit,
  problem,
  defaultReference,
  wideButton = false,
  mt,
  maxW,
  children,
}: ReferenceEmailFormProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit(String(data.get('reference') ?? '').trim(), String(data.get('email') ?? '').trim());
  };
  const describedBy = problem ? `${id}-problem` : undefined;
  return (
    <chakra.form onSubmit={submit} noValidate mt={mt} maxW={maxW}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Box>
          <FieldLabel htmlFor={`${id}-reference`}>{labels.reference}</FieldLabel>
          <Input
            id={`${id}-reference`}
            name="reference"
            defaultValue={defaultReference}
            placeholder="Q-7K3F9Q"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            required
            minH="11"
            aria-describedby={describedBy}
          />
        </Box>
        <Box>
          <FieldLabel htmlFor={`${id}-email`}>{labels.email}</FieldLabel>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            minH="11"
            aria-describedby={describedBy}
          />
        </Box>
      </SimpleGrid>
      <Button
        type="submit"
        size="lg"
        mt="4"
        disabled={busy}
        w={wideButton ? { base: 'full', sm: 'auto' } : undefined}
      >
        {labels.submit}
      </Button>
      <Box id={`${id}-problem`} role="alert" mt={problem ? '4' : '0'}>
        {problem}
      </Box>
      {children}
    </chakra.form>
  );
}
