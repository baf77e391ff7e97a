/**
 * The form engine's one progress bar: a request's upload panel (upload-progress.tsx) and each
 * file's row (widgets/upload-row.tsx). Named by `label` or by the element `labelledBy` points at.
 */
import { chakra } from '@chakra-ui/react';

export function ProgressBar({
  percent,
  valueText,
  label,
  labelledBy,
  done = false,
  thick = false,
}: {
  /** Whole percent; undefined while unknown (the bar stays empty). */
  percent: number | undefined;
  valueText?: string;
  label?: string;
  labelledBy?: string;
  done?: boolean;
  thick?: boolean;
}) {
  return (
    <chakra.div
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText || undefined}
      h={thick ? '3' : '2'}
      bg="bg.emphasized"
      borderRadius="full"
      overflow="hidden"
    >
      <chakra.div
        h="full"
        bg={done ? 'green.600' : 'colorPalette.solid'}
        borderRadius="full"
        transition="width 0.2s linear"
        style={{ width: `${percent ?? 0}%` }}
      />
    </chakra.div>
  );
}
