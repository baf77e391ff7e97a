import { chakra } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { useFileStore } from '../file-store.ts';
import { useUploadScope, useUploadsVersion } from '../upload-context.ts';
import { ErrorText } from '../styles.ts';
import { describedBy, helpOf } from './described-by.ts';
import { addFiles, formatSize, type FileProblem } from './file-checks.ts';
import { FileList } from './file-list.tsx';
import { StoredUploadsNotice } from './stored-uploads-notice.tsx';

const DropZone = chakra('div', {
  base: {
    borderWidth: '2px',
    borderStyle: 'dashed',
    borderColor: 'border.emphasized',
    borderRadius: 'lg',
    bg: 'bg.subtle',
    p: '6',
    textAlign: 'center',
    transitionProperty: 'background-color, border-color',
    transitionDuration: 'moderate',
    _dragging: { borderColor: 'brand.500', bg: 'brand.50' },
    _focusWithin: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
  },
});

// The 'browse your computer' end of the drop zone's sentence opens the native picker.
const BrowseLabel = chakra('label', {
  base: {
    color: 'brand.700',
    fontWeight: 'semibold',
    textDecoration: 'underline',
    cursor: 'pointer',
    _hover: { color: 'brand.800' },
    '&[aria-disabled=true]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

// Visually hidden but focusable: the keyboard reaches the native picker, and an error can focus it.
const HiddenFileInput = chakra('input', {
  base: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    opacity: 0,
  },
});

/**
 * Files kept as real File objects in the form's file store; the form data gets their names.
 * Drop or browse to add, remove one at a time; wrong types and files over `maxBytes` are refused
 * with a message naming the file. The accepted types and size are the field's help text.
 * In a form that sends to our server, a kept file starts uploading at once (uploads/), its row
 * shows how far it got, and uploads an earlier page left unfinished are offered to resume.
 */
export function FilesWidget(props: WidgetProps) {
  const { id, name, htmlName, required, disabled, readonly, options, schema, onChange, rawErrors, uiSchema } =
    props;
  const { t, i18n } = useTranslation('forms');
  const store = useFileStore();
  const [dragging, setDragging] = useState(false);
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const files = store.get(name);
  const scope = useUploadScope();
  useUploadsVersion(scope?.manager);
  const target = { form: scope?.form ?? '', field: name };
  const accept = Array.isArray(options.accept) ? (options.accept as string[]) : [];
  const maxBytes = typeof options.maxBytes === 'number' ? options.maxBytes : undefined;
  const multiple = options.multiple !== false;
  const maxFiles = multiple ? (typeof schema.maxItems === 'number' ? schema.maxItems : undefined) : 1;
  const size = maxBytes ? formatSize(maxBytes, i18n.language) : '';
  const problemsId = `${id}__problems`;
  const off = disabled || readonly;

  const keep = (next: readonly File[]) => {
    if (scope) {
      for (const file of files) if (!next.includes(file)) void scope.manager.find(file, target)?.remove();
      for (const file of next) if (!files.includes(file)) scope.manager.start(file, target);
    }
    store.set(name, next);
    onChange(next.map((file) => file.name));
  };
  const add = (added: readonly File[]) => {
    const result = addFiles(files, added, { accept, maxBytes, maxFiles });
    setProblems(result.problems);
    keep(result.files);
  };
  const message = (problem: FileProblem) =>
    problem.kind === 'type'
      ? t('validation.fileType', { name: problem.name })
      : problem.kind === 'size'
        ? t('validation.fileTooLarge', { name: problem.name, limit: size })
        : t('validation.maxItems', { limit: problem.limit });

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!off) add(Array.from(event.dataTransfer?.files ?? []));
  };
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    add(Array.from(event.target.files ?? []));
    // Cleared so that picking the same file again (after removing it) is a change.
    event.target.value = '';
  };

  return (
    <>
      {scope && <StoredUploadsNotice scope={scope} field={name} files={files} />}
      <DropZone
        data-dragging={dragging ? '' : undefined}
        data-testid={`${id}__dropzone`}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          if (!dragging) setDragging(true);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <chakra.p>
          {t('widgets.filesDrop')}{' '}
          <BrowseLabel htmlFor={id} aria-disabled={off || undefined}>
            {t('widgets.filesBrowse')}
          </BrowseLabel>
        </chakra.p>
        <HiddenFileInput
          type="file"
          id={id}
          name={htmlName || id}
          accept={accept.join(',') || undefined}
          multiple={multiple}
          disabled={off}
          aria-required={required || undefined}
          aria-invalid={rawErrors?.length || problems.length ? true : undefined}
          aria-describedby={describedBy(id, {
            help: helpOf(uiSchema),
            errors: rawErrors,
            extra: problems.length ? [problemsId] : [],
          })}
          onChange={onPick}
        />
      </DropZone>
      {problems.length > 0 && (
        <ErrorText id={problemsId} role="alert">
          {problems.map(message).join(' ')}
        </ErrorText>
      )}
      <FileList
        files={files}
        disabled={off}
        onRemove={(index) => keep(files.filter((_, i) => i !== index))}
        uploadOf={scope ? (file) => scope.manager.find(file, target) : undefined}
      />
    </>
  );
}
