/**
 * The runner's own state: the form data (restored from a draft on mount, saved to it on change),
 * the files beside it, and a reset that brings both back to the form's defaults.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { clearDraft, readDraft, writeDraft } from './drafts.ts';
import type { FileStore } from './file-store.ts';
import type { FormDefinition, FormValues } from './types.ts';

const draftDelayMs = 400;

export function useFormValues(
  definition: FormDefinition,
  key: string,
  initial: FormValues | undefined,
  drafts: boolean,
) {
  const [formData, setFormData] = useState<FormValues>(() => ({
    ...initial,
    ...(drafts ? readDraft(key, definition) : undefined),
  }));
  const [files, setFiles] = useState<ReadonlyMap<string, readonly File[]>>(() => new Map());
  // Bumped on reset: the RJSF form is mounted afresh, which also clears its error state.
  const [generation, setGeneration] = useState(0);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; data: FormValues } | null>(null);

  const flush = useCallback(() => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    writeDraft(key, definition, pending.current.data);
    pending.current = null;
  }, [key, definition]);

  useEffect(() => {
    // Leaving the page (a reload, the language toggle's other address) keeps the last keystrokes.
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  /** `byVisitor`: the change came from a field (RJSF names it), not from filling in defaults. */
  const change = useCallback(
    (data: FormValues, byVisitor: boolean) => {
      setFormData(data);
      if (!drafts || !byVisitor) return;
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { data, timer: setTimeout(flush, draftDelayMs) };
    },
    [drafts, flush],
  );

  const reset = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    clearDraft(key);
    setFormData({ ...initial });
    setFiles(new Map());
    setGeneration((value) => value + 1);
  }, [key, initial]);

  const fileStore = useMemo<FileStore>(
    () => ({
      get: (field) => files.get(field) ?? [],
      set: (field, list) =>
        setFiles((previous) => {
          const next = new Map(previous);
          next.set(field, list);
          return next;
        }),
    }),
    [files],
  );

  return { formData, change, files, fileStore, reset, generation };
}
