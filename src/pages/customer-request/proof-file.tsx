import { Box, chakra } from '@chakra-ui/react';
import { NewTabHint } from '../../components/new-tab-hint.tsx';
import { formatBytes } from '../../lib/format.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { CustomerProof } from '../../../core/api/customer.ts';
import { linkStyle } from './page-parts.tsx';

/** The types a browser draws in an <img> (an SVG there runs no script). */
const imageTypes = new Set(['image/png', 'image/jpeg', 'image/svg+xml']);

/**
 * What the proof looks like: an image drawn in the page, or a PDF opened in a new tab (phones
 * show PDFs their own way), and always a download of the very file that was sent.
 */
export function ProofFile({ proof, preview }: { proof: CustomerProof; preview: boolean }) {
  const { t, i18n } = useTranslation('customer');
  const { file, version } = proof;
  const isImage = imageTypes.has(file.type);
  return (
    <Box>
      {preview && isImage && (
        <Box borderWidth="1px" borderColor="gray.200" rounded="lg" bg="gray.50" p="2" mb="3">
          <chakra.img
            src={file.url}
            alt={t('proofs.previewAlt', { version })}
            maxW="full"
            h="auto"
            mx="auto"
            maxH={{ base: '80vh', md: '2xl' }}
            objectFit="contain"
          />
        </Box>
      )}
      {preview && file.type === 'application/pdf' && (
        <Box mb="1">
          <chakra.a href={file.url} target="_blank" rel="noopener" {...linkStyle}>
            {t('proofs.openPdf')}
            <NewTabHint />
          </chakra.a>
        </Box>
      )}
      <chakra.a href={file.downloadUrl} download={file.name} {...linkStyle}>
        {t('proofs.download', { version, name: file.name, size: formatBytes(file.size, i18n.language) })}
      </chakra.a>
    </Box>
  );
}
