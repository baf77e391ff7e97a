import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type IconProps = HTMLChakraProps<'svg'>;

interface IconOptions {
  /** A solid shape in the text colour instead of a 2-unit line. */
  filled?: boolean;
  viewBox?: string;
}

/**
 * Our own icons, drawn inline: no icon font, no third-party host (docs/architecture.md "Performance"). They
 * are decorative, the text beside them carries the meaning, so every one is hidden from screen
 * readers. Like Chakra's Icon they are 1em square through the width and height attributes, so a
 * Button's icon size still applies; size them with `boxSize` (or the parent's `fontSize`) and
 * colour them with `color`.
 */
export function icon(
  name: string,
  shapes: ReactNode,
  { filled = false, viewBox = '0 0 24 24' }: IconOptions = {},
) {
  function Icon(props: IconProps) {
    return (
      <chakra.svg
        viewBox={viewBox}
        htmlWidth="1em"
        htmlHeight="1em"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        flexShrink={0}
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {shapes}
      </chakra.svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}
