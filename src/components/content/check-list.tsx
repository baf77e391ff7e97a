import { chakra, Flex } from '@chakra-ui/react';
import { CheckIcon } from '../icons/index.ts';

export interface CheckListProps {
  items: readonly string[];
  /** Two columns from `md` up, for longer lists. */
  columns?: 1 | 2;
}

/** A bulleted list with check marks instead of dots. */
export function CheckList({ items, columns = 1 }: CheckListProps) {
  return (
    <chakra.ul
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: columns === 2 ? '1fr 1fr' : '1fr' }}
      columnGap="8"
      rowGap="3"
    >
      {items.map((item) => (
        <Flex as="li" key={item} gap="3" align="flex-start" color="gray.700">
          <CheckIcon boxSize="1.25em" color="green.700" mt="0.5" />
          <span>{item}</span>
        </Flex>
      ))}
    </chakra.ul>
  );
}
