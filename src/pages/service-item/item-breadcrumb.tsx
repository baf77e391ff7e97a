import { Box, chakra, Container } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link as RouterLink } from 'react-router-dom';
import type { ServiceGroup } from '../../../catalog/menus.ts';
import { paths } from '../../../core/routes/paths.ts';

const Crumb = chakra(RouterLink, {
  base: {
    color: 'brand.700',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    rounded: 'sm',
    _hover: { color: 'brand.900' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
  },
});

/** Home > Group > Item, the last one the current page. */
export function ItemBreadcrumb({ group, title }: { group: ServiceGroup; title: string }) {
  const { t } = useTranslation(['pages', 'catalog']);
  const trail = [
    { to: paths.home, label: t('pages:ui.home') },
    { to: paths.group(group), label: t(`catalog:groups.${group}.title`) },
  ];
  return (
    <Box
      as="nav"
      aria-label={t('pages:ui.breadcrumb')}
      bg="gray.50"
      borderBottomWidth="1px"
      borderColor="gray.200"
    >
      <Container maxW="6xl" py="3">
        <chakra.ol
          listStyleType="none"
          display="flex"
          flexWrap="wrap"
          alignItems="center"
          gap="2"
          fontSize="sm"
        >
          {trail.map((crumb) => (
            <Fragment key={crumb.to}>
              <li>
                <Crumb to={crumb.to}>{crumb.label}</Crumb>
              </li>
              <chakra.li aria-hidden="true" color="gray.500">
                /
              </chakra.li>
            </Fragment>
          ))}
          <chakra.li aria-current="page" color="gray.800" fontWeight="medium">
            {title}
          </chakra.li>
        </chakra.ol>
      </Container>
    </Box>
  );
}
