import { chakra } from '@chakra-ui/react';

/** The visual '*' of a required field; screen readers get `required`/`aria-required` instead. */
export function RequiredMark() {
  return (
    <chakra.span aria-hidden="true" color="fg.error" ms="0.5">
      *
    </chakra.span>
  );
}
