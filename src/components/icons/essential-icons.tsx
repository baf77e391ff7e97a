/** Icons the header and footer use: these are on every page, so they ship in the main bundle. */
import { icon } from './make-icon.tsx';

export const ArrowRightIcon = icon('ArrowRightIcon', <path d="M5 12h14m-6-6 6 6-6 6" />);

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

export const PhoneIcon = icon(
  'PhoneIcon',
  <path d="M5 3h3.5l1.8 4.6-2.3 1.5a11 11 0 0 0 5.9 5.9l1.5-2.3L20 14.5V18a2 2 0 0 1-2.2 2A16 16 0 0 1 3 5.2 2 2 0 0 1 5 3z" />,
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
