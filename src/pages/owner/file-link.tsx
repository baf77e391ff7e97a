import { chakra, Flex, Text } from '@chakra-ui/react';
import { FileIcon } from '../../components/icons/index.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { formatBytes } from './format.ts';
import { fileUrl } from './owner-api.ts';
import { focusRing } from './owner-styles.ts';
import { useOwnerLang } from './use-owner-lang.ts';

/**
 * A stored file of the request as a download link, with its size (the session cookie lets it
 * through), and with `showHash` its SHA-256, to check a large download against.
 */
export function FileLink({
  reference,
  file,
  showHash = false,
}: {
  reference: string;
  file: { id: number; name: string; size: number; sha256?: string };
  showHash?: boolean;
}) {
  const { t } = useTranslation('owner');
  const lang = useOwnerLang();
  return (
    <Flex align="center" gap="3" wrap="wrap" minW="0">
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
      {showHash && file.sha256 && (
        <Text fontSize="xs" color="gray.600" flexBasis="100%" minW="0" overflowWrap="anywhere">
          {t('detail.sha256')}:{' '}
          {/* 64 digits with no space: broken anywhere, or a phone's panel would overflow. */}
          <chakra.code fontFamily="mono" userSelect="all" wordBreak="break-all">
            {file.sha256}
          </chakra.code>
        </Text>
      )}
    </Flex>
  );
}
