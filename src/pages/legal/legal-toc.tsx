import { Box, chakra, Link, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';

/** "On this page": sticky beside the text on wide screens, a plain list above it on phones. */
export function LegalToc({ items }: { items: readonly { id: string; title: string }[] }) {
  const { t } = useTranslation('company');
  return (
    <Box
      as="nav"
      aria-labelledby="legal-toc"
      w={{ base: 'full', lg: '64' }}
      flexShrink={0}
      position={{ lg: 'sticky' }}
      top={{ lg: '32' }}
      bg="gray.50"
      rounded="xl"
      p="5"
    >
      <Text
        id="legal-toc"
        fontWeight="bold"
        fontSize="sm"
        textTransform="uppercase"
        letterSpacing="wider"
        mb="3"
        color="gray.700"
      >
        {t('legal.toc')}
      </Text>
      <chakra.ol listStyleType="none" display="grid" gap="1">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              href={`#${item.id}`}
              color="gray.800"
              fontSize="sm"
              py="1"
              _hover={{ color: 'brand.700', textDecoration: 'underline' }}
            >
              {item.title}
            </Link>
          </li>
        ))}
      </chakra.ol>
    </Box>
  );
}
