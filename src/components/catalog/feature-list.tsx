import { chakra, Flex } from '@chakra-ui/react';
import { CheckCircleIcon } from '../icons/index.ts';

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
          <CheckCircleIcon boxSize={size === 'sm' ? '4' : '5'} mt="0.5" color="green.600" />
          <span>{item}</span>
        </Flex>
      ))}
    </chakra.ul>
  );
}
