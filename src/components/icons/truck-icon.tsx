import { icon } from './make-icon.tsx';

export const TruckIcon = icon(
  'TruckIcon',
  <>
    <path d="M2 6h12v10H2zM14 10h4l3 3v3h-7" />
    <circle cx="6.5" cy="17.5" r="2" />
    <circle cx="17.5" cy="17.5" r="2" />
  </>,
);
