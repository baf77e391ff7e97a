import { Button, chakra } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import type { UploadHandle } from '../uploads/upload-manager.ts';
import { formatSize } from './file-checks.ts';
import { UploadRow } from './upload-row.tsx';

/**
 * The files chosen so far, each with its size, its upload (progress, pause, retry; see
 * upload-row.tsx) when the form uploads, and a button that removes just that one.
 */
export function FileList({
  files,
  disabled,
  onRemove,
  uploadOf,
}: {
  files: readonly File[];
  disabled?: boolean;
  onRemove: (index: number) => void;
  uploadOf?: (file: File) => UploadHandle | undefined;
}) {
  const { t, i18n } = useTranslation('forms');
  if (!files.length) return null;
  return (
    <chakra.ul listStyleType="none" p="0" mt="3" display="flex" flexDirection="column" gap="2">
      {files.map((file, index) => {
        const upload = uploadOf?.(file);
        return (
          <chakra.li
            key={`${index}-${file.name}`}
            px="3"
            py="2"
            borderWidth="1px"
            borderColor={upload?.status === 'failed' ? 'border.error' : 'border'}
            borderRadius="md"
          >
            <chakra.div display="flex" alignItems="center" gap="3">
              <chakra.span flex="1" minW="0" overflowWrap="anywhere">
                {file.name}
              </chakra.span>
              <chakra.span fontSize="sm" color="fg.muted" flexShrink={0}>
                {formatSize(file.size, i18n.language)}
              </chakra.span>
              <Button
                type="button"
                size="xs"
                variant="ghost"
                disabled={disabled}
                aria-label={t('widgets.filesRemove', { name: file.name })}
                onClick={() => onRemove(index)}
              >
                {t('widgets.arrayRemove')}
              </Button>
            </chakra.div>
            {upload && <UploadRow handle={upload} disabled={disabled} />}
          </chakra.li>
        );
      })}
    </chakra.ul>
  );
}
