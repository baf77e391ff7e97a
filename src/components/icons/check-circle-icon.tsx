import { icon } from './make-icon.tsx';

/** A check mark cut out of a filled disc, for feature lists. */
export const CheckCircleIcon = icon(
  'CheckCircleIcon',
  <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm4.2 6.3-5 5a.8.8 0 0 1-1.1 0l-2.3-2.3a.8.8 0 1 1 1.1-1.1l1.7 1.7 4.5-4.4a.8.8 0 1 1 1.1 1.1Z" />,
  { filled: true, viewBox: '0 0 20 20' },
);
