import { icon } from './make-icon.tsx';

export const CheckIcon = icon('CheckIcon', <path d="m5 12 5 5 9-10" />);
