import { Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Each panel of a request's page is a section named by its h2. */
export function PanelHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Heading as="h2" id={id} fontSize="lg" color="brand.950" mb="3">
      {children}
    </Heading>
  );
}
