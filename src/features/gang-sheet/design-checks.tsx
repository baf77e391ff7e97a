import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { gangSheetArtwork } from '../../../catalog/gang-sheets.ts';
import { effectiveDpi, sharpWidthIn } from '../../../core/gang-sheet/layout.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { DraftDesign } from './draft-storage.ts';
import { useNumberText } from './number-text.ts';
import { removeWhiteBackground } from './white-background.ts';

type Level = 'good' | 'low' | 'very-low' | 'info';

// The palette has no amber: the warning's colours are written out, as the DTF order's preflight.
const tones: Record<Level, { bg: string; border: string; color: string }> = {
  good: { bg: 'green.50', border: 'green.300', color: 'green.900' },
  low: { bg: '#fffbeb', border: '#fcd34d', color: '#78350f' },
  'very-low': { bg: 'red.50', border: 'red.300', color: 'red.900' },
  info: { bg: 'gray.50', border: 'gray.200', color: 'gray.800' },
};

function Line({ level, children }: { level: Level; children: string }) {
  const tone = tones[level];
  return (
    <chakra.li
      listStyleType="none"
      bg={tone.bg}
      borderWidth="1px"
      borderColor={tone.border}
      color={tone.color}
      rounded="md"
      px="3"
      py="1.5"
      data-level={level}
    >
      {children}
    </chakra.li>
  );
}

/** The resolution line: its dpi at the chosen width and, below 300, the widest it prints sharp. */
function useResolution(design: DraftDesign): { level: Level; text: string } {
  const { t } = useTranslation('gang-sheet');
  const number = useNumberText();
  if (design.kind === 'svg') return { level: 'info', text: t('checks.vector') };
  const dpi = Math.floor(effectiveDpi(design, design.widthIn) + 1e-9);
  const values = {
    dpi: number(dpi, 0),
    width: number(design.widthIn),
    sharp: number(Math.floor(sharpWidthIn(design, gangSheetArtwork.goodDpi) * 10) / 10, 1),
  };
  if (dpi >= gangSheetArtwork.goodDpi) return { level: 'good', text: t('checks.dpiGood', values) };
  if (dpi >= gangSheetArtwork.minimumDpi) return { level: 'low', text: t('checks.dpiLow', values) };
  return { level: 'very-low', text: t('checks.dpiVeryLow', values) };
}

export interface DesignChecksProps {
  design: DraftDesign;
  onChange: (change: Partial<DraftDesign>) => void;
}

/**
 * What a DTF printer checks, beside the design's size and copies: its resolution at that width,
 * a solid background (with Remove white background for a white one, previewed in the
 * thumbnail before it is used) and semi-transparent pixels. Advice only: nothing here blocks
 * the order. A live region, so a new warning is announced as the width changes.
 */
export function DesignChecks({ design, onChange }: DesignChecksProps) {
  const { t } = useTranslation('gang-sheet');
  const number = useNumberText();
  const resolution = useResolution(design);
  const [working, setWorking] = useState<'idle' | 'removing' | 'failed'>('idle');
  const { checks } = design;
  const cleanedInUse = Boolean(design.useCleaned && design.cleaned);
  const previewing = Boolean(design.cleaned && design.useCleaned === undefined);

  const remove = async () => {
    setWorking('removing');
    const cleaned = await removeWhiteBackground(design.file);
    setWorking(cleaned ? 'idle' : 'failed');
    if (cleaned) onChange({ cleaned, useCleaned: undefined });
  };

  return (
    <Box role="status" aria-live="polite" fontSize="sm">
      <chakra.ul display="grid" gap="1.5" m="0" p="0">
        <Line level={resolution.level}>{resolution.text}</Line>
        {design.kind !== 'svg' &&
          checks.transparent === undefined &&
          checks.whiteBackground === undefined && <Line level="info">{t('checks.unchecked')}</Line>}
        {checks.transparent === false && !cleanedInUse && <Line level="low">{t('checks.solid')}</Line>}
        {cleanedInUse && <Line level="good">{t('checks.whiteRemoved')}</Line>}
        {(checks.semiShare ?? 0) > gangSheetArtwork.semiTransparentShare && (
          <Line level="low">{t('checks.semi', { share: number.percent(checks.semiShare ?? 0) })}</Line>
        )}
        {working === 'failed' && <Line level="info">{t('checks.removeFailed')}</Line>}
      </chakra.ul>
      {checks.whiteBackground && !design.cleaned && (
        <Button
          mt="2"
          size="sm"
          variant="outline"
          loading={working === 'removing'}
          onClick={() => void remove()}
        >
          {t('checks.removeWhite')}
        </Button>
      )}
      {previewing && (
        <Box mt="2">
          <Text>{t('checks.preview')}</Text>
          <Flex mt="1.5" gap="2" wrap="wrap">
            <Button size="sm" colorPalette="brand" onClick={() => onChange({ useCleaned: true })}>
              {t('checks.useCleaned')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onChange({ cleaned: undefined, useCleaned: undefined })}
            >
              {t('checks.keepOriginal')}
            </Button>
          </Flex>
        </Box>
      )}
      {cleanedInUse && (
        <Button
          mt="2"
          size="sm"
          variant="outline"
          onClick={() => onChange({ cleaned: undefined, useCleaned: undefined })}
        >
          {t('checks.restoreOriginal')}
        </Button>
      )}
    </Box>
  );
}
