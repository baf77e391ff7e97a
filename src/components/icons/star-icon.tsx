import { icon } from './make-icon.tsx';

/** Filled; for an outline star pass `fill="none" stroke="currentColor"`. */
export const StarIcon = icon(
  'StarIcon',
  <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />,
  { filled: true },
);
