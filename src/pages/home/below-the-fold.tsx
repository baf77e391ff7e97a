import { Box } from '@chakra-ui/react';
import { lazyOnApproach } from '../../components/on-approach.tsx';

/**
 * The services, features and call-to-action sections: right below the hero, so fetched at once
 * with the page, but a chunk and a Suspense boundary of their own: the hero's code (the page's
 * first paint) does not wait for theirs, and hydrating a prerendered page does them in a task
 * of their own. The reserve keeps their height meanwhile.
 */
export const MiddleSections = lazyOnApproach(() => import('./middle-sections.tsx'), {
  reserve: () => <Box minH={{ base: '4150px', md: '2850px', lg: '2150px' }} />,
  now: true,
});

/**
 * The reviews and location sections, several screens down on a phone: their code loads when
 * the visitor scrolls within about a screen of them, not with the page.
 */
export const LaterSections = lazyOnApproach(() => import('./later-sections.tsx'), {
  reserve: () => <Box minH={{ base: '1500px', md: '1100px' }} />,
});
