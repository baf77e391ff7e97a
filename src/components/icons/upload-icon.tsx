import { icon } from './make-icon.tsx';

export const UploadIcon = icon(
  'UploadIcon',
  <path d="M12 15V4M7 9l5-5 5 5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4" />,
);
