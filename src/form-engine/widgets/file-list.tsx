import { Button, chakra } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { formatSize } from './file-checks.ts';

/** The files chosen so far, each with its size and a button that removes just that one. */
export function FileList({
  files,
  disabled,
  onRemove,
}: {
  files: readonly File[];
  disabled?: boolean;
  onRemove: (index: number) => void;
}) {
  const { t, i18n } = useTranslation('forms');
  if (!files.length) return null;
  return (
    <chakra.ul listStyleType="none" p="0" mt="3" display="flex" flexDirection="column" gap="2">
      {files.map((file, index) => (
        <chakra.li
          key={`${index}-${file.name}`}
          display="flex"
          alignItems="center"
          gap="3"
          px="3"
          py="2"
          borderWidth="1px"
          borderColor="border"
          borderRadius="md"
        >
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
        </chakra.li>
      ))}
    </chakra.ul>
  );
}
