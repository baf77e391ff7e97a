/**
 * One icon set for the whole site, in small files so that each bundle carries only the icons
 * it draws: the header's and footer's are in essential-icons.tsx, in the main bundle
 * (package.json `sideEffects` lets Parcel leave out the files a bundle does not use).
 */
export type { IconProps } from './make-icon.tsx';
export * from './essential-icons.tsx';
export { ChatIcon } from './chat-icon.tsx';
export { CheckIcon } from './check-icon.tsx';
export { CheckCircleIcon } from './check-circle-icon.tsx';
export { FileIcon } from './file-icon.tsx';
export { ParkingIcon } from './parking-icon.tsx';
export { StarIcon } from './star-icon.tsx';
export { TrackingIcon } from './tracking-icon.tsx';
export { TruckIcon } from './truck-icon.tsx';
export { UploadIcon } from './upload-icon.tsx';
export { VideoIcon } from './video-icon.tsx';
