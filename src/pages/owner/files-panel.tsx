import { chakra, Flex, Text } from '@chakra-ui/react';
import { FileIcon } from '../../components/icons/index.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { formatBytes } from './format.ts';
import { fileUrl, type StoredFile } from './owner-api.ts';
import { focusRing, Panel } from './owner-styles.ts';
import { PanelHeading } from './panel-heading.tsx';
import { useOwnerLang } from './use-owner-lang.ts';

/** The uploaded files, each a download link (the session cookie lets it through). */
export function FilesPanel({ reference, files }: { reference: string; files: readonly StoredFile[] }) {
  const { t } = useTranslation('owner');
  const lang = useOwnerLang();
  return (
    <Panel aria-labelledby="owner-files">
      <PanelHeading id="owner-files">{t('detail.files')}</PanelHeading>
      {files.length === 0 ? (
        <Text color="gray.600">{t('detail.noFiles')}</Text>
      ) : (
        <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="2">
          {files.map((file) => (
            <Flex as="li" key={file.id} align="center" gap="3" wrap="wrap">
              <chakra.a
                href={fileUrl(reference, file.id)}
                download={file.name}
                display="inline-flex"
                alignItems="center"
                gap="2"
                minH="11"
                minW="0"
                color="brand.700"
                fontWeight="semibold"
                textDecoration="underline"
                textUnderlineOffset="3px"
                overflowWrap="anywhere"
                rounded="md"
                _focusVisible={focusRing}
              >
                <FileIcon />
                <chakra.span srOnly>{t('detail.download')} </chakra.span>
                {file.name}
              </chakra.a>
              <Text as="span" fontSize="sm" color="gray.600">
                {formatBytes(file.size, lang)}
              </Text>
            </Flex>
          ))}
        </chakra.ul>
      )}
    </Panel>
  );
}
