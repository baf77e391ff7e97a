import { chakra } from '@chakra-ui/react';
import type { DescriptionFieldProps } from '@rjsf/utils';

// Errors show at their fields (and focus moves to the first), so there is no list at the top;
// a page gives the form its heading, so the form draws no title of its own.

export function ErrorListTemplate() {
  return null;
}

export function TitleFieldTemplate() {
  return null;
}

export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <chakra.p id={id} fontSize="sm" color="fg.muted">
      {description}
    </chakra.p>
  );
}
