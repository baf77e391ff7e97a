/**
 * The real File objects of the form's `files` fields. RJSF's form data holds only their names (so
 * it validates and is saved in drafts as JSON); the files live here, beside it, never as base64.
 */
import { createContext, useContext } from 'react';

export interface FileStore {
  get(field: string): readonly File[];
  set(field: string, files: readonly File[]): void;
}

export const FileStoreContext = createContext<FileStore | null>(null);

export function useFileStore(): FileStore {
  const store = useContext(FileStoreContext);
  if (!store) throw new Error('The files widget needs the <FormRunner> around it');
  return store;
}
