import { chakra, Flex } from '@chakra-ui/react';

export interface FeatureListProps {
  items: readonly string[];
  /** Denser for cards, roomier for a page section. */
  size?: 'sm' | 'md';
}

/** A list of short features, each with a check mark. */
export function FeatureList({ items, size = 'sm' }: FeatureListProps) {
  return (
    <chakra.ul listStyleType="none" display="grid" gap={size === 'sm' ? '1.5' : '3'}>
      {items.map((item) => (
        <Flex
          as="li"
          key={item}
          gap="2"
          alignItems="flex-start"
          fontSize={size === 'sm' ? 'sm' : 'md'}
          color="gray.700"
        >
          <chakra.svg
            viewBox="0 0 20 20"
            boxSize={size === 'sm' ? '4' : '5'}
            flexShrink={0}
            mt="0.5"
            color="green.600"
            aria-hidden="true"
          >
            <path
              fill="currentColor"
              d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm4.2 6.3-5 5a.8.8 0 0 1-1.1 0l-2.3-2.3a.8.8 0 1 1 1.1-1.1l1.7 1.7 4.5-4.4a.8.8 0 1 1 1.1 1.1Z"
            />
          </chakra.svg>
          <span>{item}</span>
        </Flex>
      ))}
    </chakra.ul>
  );
}
