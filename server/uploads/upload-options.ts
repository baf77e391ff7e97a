/** What the resumable uploads are built from (upload-service.ts, tus-server.ts). */
import type { FastifyBaseLogger } from 'fastify';
import type { FileStore } from '../files/file-store.ts';
import type { FormRegistry } from '../forms/form-registry.ts';
import type { UploadAccess } from '../store/upload-types.ts';
import type { StoreLockerOptions } from './store-locker.ts';

export type UploadServiceOptions = {
  forms: FormRegistry;
  uploads: UploadAccess;
  files: FileStore;
  dataDir: string;
  /** The key client addresses are hashed with (the intake's). */
  addressKey: string;
  log: FastifyBaseLogger;
  now?: () => number;
  locker?: StoreLockerOptions;
};
