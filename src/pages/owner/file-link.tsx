import { chakra, Flex, Text } from '@chakra-ui/react';
import { FileIcon } from '../../components/icons/index.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { formatBytes } from './format.ts';
import { fileUrl } from './owner-api.ts';
import { focusRing } from './owner-styles.ts';
import { useOwnerLang } from './use-owner-lang.ts';

/** A stored file of the request as a download link, with its size (the session cookie lets it through). */
export function FileLink({
  reference,
  file,
}: {
  reference: string;
  file: { id: number; name: string; size: number };
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
    </Flex>
  );
}
