import { chakra, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { FileLink } from './file-link.tsx';
import type { StoredFile } from './owner-api.ts';
import { Panel } from './owner-styles.ts';
import { PanelHeading } from './panel-heading.tsx';

/** The files sent with the form, each a download link. */
export function FilesPanel({ reference, files }: { reference: string; files: readonly StoredFile[] }) {
  const { t } = useTranslation('owner');
  return (
    <Panel aria-labelledby="owner-files">
      <PanelHeading id="owner-files">{t('detail.files')}</PanelHeading>
      {files.length === 0 ? (
        <Text color="gray.600">{t('detail.noFiles')}</Text>
      ) : (
        <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="2">
          {files.map((file) => (
            <li key={file.id}>
              <FileLink reference={reference} file={file} showHash />
            </li>
          ))}
        </chakra.ul>
      )}
    </Panel>
  );
}
