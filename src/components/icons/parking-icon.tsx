import { icon } from './make-icon.tsx';

export const ParkingIcon = icon(
  'ParkingIcon',
  <>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <path d="M10 16V8h3a2.5 2.5 0 0 1 0 5h-3" />
  </>,
);
