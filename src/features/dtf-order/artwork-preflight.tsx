import { Box, chakra, Text } from '@chakra-ui/react';
import { dtfSizes } from '../../../catalog/dtf.ts';
import { useFileStore } from '../../form-engine/file-store.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { dpiLevel, effectiveDpi, sharpUpToInches, type DpiLevel } from './preflight.ts';
import { useArtworkPreflight, type ArtworkCheck } from './use-artwork-preflight.ts';

// The palette has no amber: the warning's colours are written out (contrast checked, 10:1).
const tones: Record<DpiLevel | 'info', { bg: string; border: string; color: string }> = {
  good: { bg: 'green.50', border: 'green.300', color: 'green.900' },
  low: { bg: '#fffbeb', border: '#fcd34d', color: '#78350f' },
  'very-low': { bg: 'red.50', border: 'red.300', color: 'red.900' },
  info: { bg: 'gray.50', border: 'gray.200', color: 'gray.800' },
};

function useLines(check: ArtworkCheck, size: unknown): { level: DpiLevel | 'info'; lines: string[] } {
  const { t, i18n } = useTranslation(['dtf', 'forms']);
  const info = { level: 'info' as const };
  if (check.kind === 'none') return { ...info, lines: [] };
  if (check.kind !== 'raster') return { ...info, lines: [t(`dtf:order.preflight.${check.kind}`)] };

  const { width, height, format } = check.info;
  const number = (value: number) => value.toLocaleString(i18n.language);
  const lines = [t('dtf:order.preflight.pixels', { width: number(width), height: number(height) })];
  const chosen = dtfSizes.find((candidate) => candidate.id === size);
  let level: DpiLevel | 'info' = 'info';
  if (chosen) {
    const dpi = effectiveDpi(width, height, chosen.maxInches);
    level = dpiLevel(dpi);
    const values = {
      dpi: number(dpi),
      size: t(`forms:dtf-item.fields.size.enum.${chosen.id}`),
      inches: number(sharpUpToInches(width, height)),
    };
    lines.push(t(`dtf:order.preflight.dpi.${level}`, values));
  } else {
    lines.push(t('dtf:order.preflight.chooseSize'));
  }
  const transparency =
    format === 'jpeg'
      ? 'jpeg'
      : check.transparent === 'checking'
        ? 'checking'
        : check.transparent === undefined
          ? 'unknown'
          : check.transparent
            ? 'transparent'
            : 'opaque';
  lines.push(t(`dtf:order.preflight.transparency.${transparency}`));
  return { level, lines };
}

/**
 * Artwork preflight of the attached design (beyond the original site, as DTF shops do): its
 * resolution at the chosen size, with a warning under 300 DPI and a strong one under 150, and
 * whether a PNG has a transparent background. Advice only: it never blocks the order.
 */
export function ArtworkPreflight({ size }: { size: unknown }) {
  const { t } = useTranslation('dtf');
  const file = useFileStore().get('designFile')[0];
  const check = useArtworkPreflight(file);
  const { level, lines } = useLines(check, size);
  const tone = tones[level];
  // The live region is always there, so what appears in it is announced.
  return (
    <Box role="status" aria-live="polite" mt={lines.length ? '5' : '0'}>
      {lines.length > 0 && (
        <Box
          bg={tone.bg}
          borderWidth="1px"
          borderColor={tone.border}
          color={tone.color}
          rounded="lg"
          px="4"
          py="3"
          fontSize="sm"
          data-level={level}
        >
          <Text fontWeight="bold" mb="1">
            {t('order.preflight.title', { name: file?.name })}
          </Text>
          <chakra.ul listStyleType="disc" ps="5" display="grid" gap="1">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </chakra.ul>
          <Text mt="2" color="gray.700">
            {t('order.preflight.never')}
          </Text>
        </Box>
      )}
    </Box>
  );
}
