import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type IconProps = HTMLChakraProps<'svg'>;

interface IconOptions {
  /** A solid shape in the text colour instead of a 2-unit line. */
  filled?: boolean;
  viewBox?: string;
}

/**
 * Our own icons, drawn inline: no icon font, no third-party host (DESIGN.md, Performance). They
 * are decorative, the text beside them carries the meaning, so every one is hidden from screen
 * readers. Like Chakra's Icon they are 1em square through the width and height attributes, so a
 * Button's icon size still applies; size them with `boxSize` (or the parent's `fontSize`) and
 * colour them with `color`.
 */
function icon(name: string, shapes: ReactNode, { filled = false, viewBox = '0 0 24 24' }: IconOptions = {}) {
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

export const ArrowRightIcon = icon('ArrowRightIcon', <path d="M5 12h14m-6-6 6 6-6 6" />);

export const ChatIcon = icon(
  'ChatIcon',
  <>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
    <path d="M9 10.5h6M9 13.5h4" />
  </>,
);

export const CheckIcon = icon('CheckIcon', <path d="m5 12 5 5 9-10" />);

/** A check mark cut out of a filled disc, for feature lists. */
export const CheckCircleIcon = icon(
  'CheckCircleIcon',
  <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm4.2 6.3-5 5a.8.8 0 0 1-1.1 0l-2.3-2.3a.8.8 0 1 1 1.1-1.1l1.7 1.7 4.5-4.4a.8.8 0 1 1 1.1 1.1Z" />,
  { filled: true, viewBox: '0 0 20 20' },
);

export const ChevronDownIcon = icon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);

export const ClockIcon = icon(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

export const CloseIcon = icon('CloseIcon', <path d="M6 6l12 12M18 6 6 18" />);

export const FacebookIcon = icon(
  'FacebookIcon',
  <path d="M13.5 21v-7.5h2.6l.4-3.1h-3V8.5c0-.9.3-1.5 1.6-1.5h1.6V4.2a21 21 0 0 0-2.4-.2c-2.4 0-4 1.4-4 4.1v2.3H7.7v3.1h2.6V21h3.2z" />,
  { filled: true },
);

export const FileIcon = icon(
  'FileIcon',
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z" />
    <path d="M14 3v5h5" />
  </>,
);

export const GlobeIcon = icon(
  'GlobeIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
  </>,
);

export const MailIcon = icon(
  'MailIcon',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);

export const MapPinIcon = icon(
  'MapPinIcon',
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);

export const MenuIcon = icon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />);

export const ParkingIcon = icon(
  'ParkingIcon',
  <>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <path d="M10 16V8h3a2.5 2.5 0 0 1 0 5h-3" />
  </>,
);

export const PhoneIcon = icon(
  'PhoneIcon',
  <path d="M5 3h3.5l1.8 4.6-2.3 1.5a11 11 0 0 0 5.9 5.9l1.5-2.3L20 14.5V18a2 2 0 0 1-2.2 2A16 16 0 0 1 3 5.2 2 2 0 0 1 5 3z" />,
);

/** Filled; for an outline star pass `fill="none" stroke="currentColor"`. */
export const StarIcon = icon(
  'StarIcon',
  <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />,
  { filled: true },
);

export const TrackingIcon = icon(
  'TrackingIcon',
  <>
    <path d="M9 5H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3" />
    <rect x="9" y="3" width="6" height="4" rx="1" />
    <path d="M8.5 14l2.5 2.5 4.5-5" />
  </>,
);

export const TruckIcon = icon(
  'TruckIcon',
  <>
    <path d="M2 6h12v10H2zM14 10h4l3 3v3h-7" />
    <circle cx="6.5" cy="17.5" r="2" />
    <circle cx="17.5" cy="17.5" r="2" />
  </>,
);

export const UploadIcon = icon(
  'UploadIcon',
  <path d="M12 15V4M7 9l5-5 5 5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4" />,
);

export const VideoIcon = icon(
  'VideoIcon',
  <>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="m16 10 5-3v10l-5-3" />
  </>,
);

export const WhatsAppIcon = icon(
  'WhatsAppIcon',
  <>
    <path d="M4.2 19.8 5.3 16A8.5 8.5 0 1 1 8.3 19z" />
    <path
      d="M9.1 8.2c.2-.4.4-.4.7-.4h.5c.2 0 .4.1.5.4l.7 1.6c.1.2 0 .4-.1.6l-.5.6c-.1.1-.1.3 0 .5a6 6 0 0 0 2.9 2.6c.2.1.4 0 .5-.1l.6-.7c.2-.2.4-.2.6-.1l1.6.8c.2.1.3.3.3.5 0 .9-.7 1.8-1.7 1.9-1.4.2-3.4-.6-5-2.2S8.3 10.9 8.6 9.3c.1-.4.3-.8.5-1.1z"
      fill="currentColor"
      stroke="none"
    />
  </>,
);
