/** The page's one upload manager, made on first use (a page that sends no file never makes it). */
import { UploadManager } from './upload-manager.ts';

let shared: UploadManager | undefined;

export function defaultUploadManager(): UploadManager {
  shared ??= new UploadManager();
  return shared;
}
