/**
 * The submission's side of the uploads: every file it sends is uploaded (reusing the upload the
 * files widget already started for the same File), then the request carries their paths. Waits
 * until all are done, reporting the bytes of all of them; a cancel pauses them (the bytes sent
 * stay on the server for the next try).
 */
import type { UploadHandle, UploadManager } from './upload-manager.ts';
import { secondsLeft } from './upload-state.ts';

export interface FileToSend {
  /** The part name (`files`, `designFile_0`). */
  field: string;
  file: Blob;
  name: string;
}

export interface UploadsProgress {
  loaded: number;
  total: number;
  /** Bytes per second of all of them together, smoothed. */
  speed?: number;
  secondsLeft?: number;
}

export interface UploadedFiles {
  /** The path of each file's upload, by part name and file. */
  pathOf(field: string, file: Blob): string | undefined;
  handles: UploadHandle[];
}

export function progressOf(handles: readonly UploadHandle[]): UploadsProgress {
  let loaded = 0;
  let total = 0;
  let speed = 0;
  let measured = false;
  for (const { snapshot } of handles) {
    loaded += snapshot.bytesSent;
    total += snapshot.bytesTotal;
    if (snapshot.speed !== undefined && snapshot.status === 'uploading') {
      speed += snapshot.speed;
      measured = true;
    }
  }
  return {
    loaded,
    total,
    speed: measured ? speed : undefined,
    secondsLeft: measured ? secondsLeft(loaded, total, speed) : undefined,
  };
}

/**
 * Uploads every file and resolves with their paths; rejects with an UploadError (the first
 * that failed) or, on a cancel, with the signal's reason.
 */
export async function uploadFiles(
  manager: UploadManager,
  form: string,
  files: readonly FileToSend[],
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (progress: UploadsProgress) => void } = {},
): Promise<UploadedFiles> {
  const handles = files.map(({ file, field, name }) => {
    const handle = manager.start(file, { form, field, name });
    // Paused in the widget, or refused earlier for a reason worth another try: send it now.
    if (handle.status !== 'uploading' && handle.status !== 'done') handle.resume();
    return handle;
  });
  const report = () => onProgress?.(progressOf(handles));
  const unsubscribe = manager.subscribe(report);
  report();
  try {
    const paths = await Promise.all(handles.map((handle) => manager.whenDone(handle, signal)));
    const byPart = new Map(
      files.map(({ field, file }, index) => [`${field}\n${index}`, { file, path: paths[index] }]),
    );
    return {
      handles,
      pathOf: (field, file) =>
        [...byPart.entries()].find(([key, entry]) => key.startsWith(`${field}\n`) && entry.file === file)?.[1]
          .path,
    };
  } catch (error) {
    if (signal?.aborted) await Promise.all(handles.map((handle) => handle.pause()));
    throw error;
  } finally {
    unsubscribe();
  }
}
