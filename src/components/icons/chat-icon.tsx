import { icon } from './make-icon.tsx';

export const ChatIcon = icon(
  'ChatIcon',
  <>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
    <path d="M9 10.5h6M9 13.5h4" />
  </>,
);
