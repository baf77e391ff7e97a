import type { ComponentType } from 'react';
import type { HomeFeatureIcon } from '../../../catalog/home.ts';
import { ChatIcon, TrackingIcon, TruckIcon, UploadIcon } from '../../components/icons/index.ts';

/** The catalogue names each feature's icon; the drawing lives here because it is JSX. */
export const featureIcons: Record<HomeFeatureIcon, ComponentType> = {
  upload: UploadIcon,
  tracking: TrackingIcon,
  chat: ChatIcon,
  truck: TruckIcon,
};
