import { icon } from './make-icon.tsx';

export const TrackingIcon = icon(
  'TrackingIcon',
  <>
    <path d="M9 5H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3" />
    <rect x="9" y="3" width="6" height="4" rx="1" />
    <path d="M8.5 14l2.5 2.5 4.5-5" />
  </>,
);
