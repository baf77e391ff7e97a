import { Box, chakra, Flex, Heading, Link, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link as RouterLink } from 'react-router-dom';
import type { MegaMenu } from '../../../catalog/menus.ts';
import { paths } from '../../../core/routes/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { ContentSection } from '../../components/content/content-section.tsx';
import { ArrowRightIcon } from '../../components/icons/index.ts';
import { SectionHeading } from '../../components/section-heading.tsx';

export function groupHeadingId(group: string): string {
  return `services-${group}`;
}

/** One service group as its menu shows it: four subcategories of four linked services. */
export function GroupSection({ menu, tone }: { menu: MegaMenu; tone: 'white' | 'muted' }) {
  const { t } = useTranslation(['company', 'catalog']);
  const title = t(`catalog:groups.${menu.group}.title`);
  const id = groupHeadingId(menu.group);
  return (
    <ContentSection labelledBy={id} tone={tone}>
      <Flex
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ md: 'flex-end' }}
        gap="4"
        mb="8"
      >
        <Box flex="1">
          <SectionHeading
            id={id}
            flush
            title={title}
            description={t(`catalog:groups.${menu.group}.description`)}
          />
        </Box>
        <ButtonLink to={paths.group(menu.group)} variant="outline" bg="white" flexShrink={0}>
          {t('services.groupLink', { group: title })}
          <ArrowRightIcon />
        </ButtonLink>
      </Flex>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {menu.subcategories.map((sub) => (
          <Box
            key={sub.id}
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            rounded="xl"
            p="5"
            shadow="xs"
          >
            <Heading as="h3" fontSize="md" fontWeight="bold" color="brand.900" mb="3">
              {t(`catalog:subcategories.${sub.id}`)}
            </Heading>
            <chakra.ul listStyleType="none" display="grid" gap="1">
              {sub.items.map((item) => (
                <li key={item}>
                  <Link
                    asChild
                    color="gray.800"
                    py="1"
                    _hover={{ color: 'brand.700', textDecoration: 'underline' }}
                  >
                    <RouterLink to={paths.item(menu.group, item)}>
                      {t(`catalog:items.${item}.title`)}
                    </RouterLink>
                  </Link>
                </li>
              ))}
            </chakra.ul>
          </Box>
        ))}
      </SimpleGrid>
    </ContentSection>
  );
}
