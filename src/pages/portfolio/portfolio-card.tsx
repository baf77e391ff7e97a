import { Badge, Box, Heading, Link, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link as RouterLink } from 'react-router-dom';
import type { PortfolioEntry, PortfolioId } from '../../../catalog/company.ts';
import { paths } from '../../../core/routes/paths.ts';
import { CardImage } from '../../components/catalog/card-image.tsx';
import { ArrowRightIcon } from '../../components/icons/index.ts';
import { artSize, portfolioArt } from './portfolio-art.ts';

/** One example project: artwork, its service group, what was made, and the service behind it. */
export function PortfolioCard({ entry }: { entry: PortfolioEntry & { id: PortfolioId } }) {
  const { t } = useTranslation(['company', 'catalog']);
  const service = t(`catalog:items.${entry.itemId}.title`);
  return (
    <Box
      as="article"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
      overflow="hidden"
      shadow="xs"
    >
      <Box borderBottomWidth="1px" borderColor="gray.100">
        <CardImage
          src={portfolioArt[entry.id]}
          alt={t(`portfolio.items.${entry.id}.alt`)}
          width={artSize.width}
          height={artSize.height}
        />
      </Box>
      <Box p="5">
        <Badge colorPalette="brand" mb="3">
          {t(`catalog:groups.${entry.group}.title`)}
        </Badge>
        <Heading as="h3" fontSize="lg" fontWeight="bold" mb="2">
          {t(`portfolio.items.${entry.id}.title`)}
        </Heading>
        <Text color="gray.600" mb="4">
          {t(`portfolio.items.${entry.id}.description`)}
        </Text>
        <Link asChild fontWeight="semibold">
          <RouterLink to={paths.item(entry.group, entry.itemId)}>
            {t('portfolio.gallery.viewService', { service })}
            <ArrowRightIcon boxSize="1.25em" />
          </RouterLink>
        </Link>
      </Box>
    </Box>
  );
}
