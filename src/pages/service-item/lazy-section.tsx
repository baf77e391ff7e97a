import { Box } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A section only some item pages have (an order form, an offer, the website configurator),
 * loaded on its own: the pages without it never download it, nor the form engine it brings.
 * The space it will take is held while it loads, so the page below does not jump.
 */
export function lazySection<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Section = lazy(async () => ({ default: await load() }));
  return function LazySection(props: P) {
    return (
      <Suspense fallback={<Box minH="100vh" />}>
        <Section {...props} />
      </Suspense>
    );
  };
}
