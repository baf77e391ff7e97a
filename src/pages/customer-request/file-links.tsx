import { chakra, Flex, Text } from '@chakra-ui/react';
import { FileIcon } from '../../components/icons/index.ts';
import { formatBytes } from '../../lib/format.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { CustomerFile } from '../../../core/api/customer.ts';
import { linkStyle } from './page-parts.tsx';

/** Files the customer can download: the ones they sent, and those attached to messages. */
export function FileLinks({ files }: { files: readonly CustomerFile[] }) {
  const { t, i18n } = useTranslation('customer');
  return (
    <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="1">
      {files.map((file) => (
        <Flex as="li" key={file.id} align="center" columnGap="3" wrap="wrap">
          <chakra.a href={file.url} download={file.name} {...linkStyle}>
            <FileIcon />
            <chakra.span srOnly>{t('sent.download')} </chakra.span>
            {file.name}
          </chakra.a>
          <Text as="span" fontSize="sm" color="gray.600">
            {formatBytes(file.size, i18n.language)}
          </Text>
        </Flex>
      ))}
    </chakra.ul>
  );
}
