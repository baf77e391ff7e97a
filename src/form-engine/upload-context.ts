/**
 * How the files widget finds the upload manager: the runner gives its files fields the form's
 * id and the manager, only when the form sends to our own server (a local form, such as the DTF
 * item form, or a hosted form service, uploads nothing from its widget).
 */
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { fileFieldNames } from './encoder.ts';
import { uploadsFilesFirst } from './submission.ts';
import type { FormDefinition } from './types.ts';
import { defaultUploadManager } from './uploads/default-manager.ts';
import type { UploadManager } from './uploads/upload-manager.ts';

export interface UploadScope {
  manager: UploadManager;
  /** The form definition's id, sent as the uploads' `form` metadata. */
  form: string;
}

export const UploadScopeContext = createContext<UploadScope | null>(null);

export const useUploadScope = () => useContext(UploadScopeContext);

/** Re-renders on every change of the manager's uploads (progress included). */
export function useUploadsVersion(manager: UploadManager | undefined): number {
  const subscribe = useCallback(
    (listener: () => void) => (manager ? manager.subscribe(listener) : () => undefined),
    [manager],
  );
  return useSyncExternalStore(
    subscribe,
    () => manager?.version ?? 0,
    () => 0,
  );
}

/** The runner's scope for its files widgets: null for a local form or one sent elsewhere. */
export function useFormUploadScope(
  definition: FormDefinition,
  local: boolean,
  uploads: UploadManager | undefined,
): UploadScope | null {
  return useMemo(
    () =>
      !local && fileFieldNames(definition).length && uploadsFilesFirst(definition)
        ? { manager: uploads ?? defaultUploadManager(), form: definition.id }
        : null,
    [definition, local, uploads],
  );
}
