import { chakra, Container, Link } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { serviceGroups } from '../../../catalog/menus.ts';
import { groupHeadingId } from './group-section.tsx';

/** In-page links to each group, since the full list is long on a phone. */
export function JumpNav() {
  const { t } = useTranslation(['company', 'catalog']);
  return (
    <chakra.nav aria-label={t('services.jump')} borderBottomWidth="1px" borderColor="gray.200" bg="white">
      <Container maxW="6xl" py="4">
        <chakra.ul listStyleType="none" display="flex" flexWrap="wrap" gap="3">
          {serviceGroups.map((group) => (
            <li key={group}>
              <Link
                href={`#${groupHeadingId(group)}`}
                display="inline-flex"
                px="4"
                py="2"
                rounded="full"
                bg="brand.50"
                color="brand.800"
                fontWeight="semibold"
                fontSize="sm"
                _hover={{ bg: 'brand.100', textDecoration: 'none' }}
              >
                {t(`catalog:groups.${group}.title`)}
              </Link>
            </li>
          ))}
        </chakra.ul>
      </Container>
    </chakra.nav>
  );
}
