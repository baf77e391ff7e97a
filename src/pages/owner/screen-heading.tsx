import { Heading, type HeadingProps } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

/**
 * The screen's h1. It takes the focus when it appears (after signing in, on opening a request
 * and on going back), so keyboard and screen-reader users start at the top of the new screen.
 */
export function ScreenHeading(props: HeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Heading
      as="h1"
      ref={ref}
      tabIndex={-1}
      outline="none"
      fontSize={{ base: '2xl', md: '3xl' }}
      color="brand.950"
      {...props}
    />
  );
}
