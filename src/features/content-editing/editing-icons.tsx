import { icon } from '../../components/icons/make-icon.tsx';

export const PencilIcon = icon(
  'PencilIcon',
  <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4ZM13.5 6.5l4 4" />,
);
export const DownloadIcon = icon(
  'DownloadIcon',
  <path d="M12 4v11M7 10l5 5 5-5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4" />,
);
export const ResetIcon = icon('ResetIcon', <path d="M4 4v5h5M4.6 15A8 8 0 1 0 6 7.3L4 9" />);
