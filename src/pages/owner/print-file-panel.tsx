import { Box, Button, chakra, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { FileLink } from './file-link.tsx';
import { fileUrl, type PrintFileView } from './owner-api.ts';
import { Panel } from './owner-styles.ts';
import { PanelHeading } from './panel-heading.tsx';

/**
 * A gang sheet's print file (docs/owner-guide.md "Gang sheets: the print file"): built in the
 * background after the request came in. Where it is, its preview and download once ready, and
 * the reason and a Retry once it was given up on.
 */
export function PrintFilePanel({
  reference,
  printFile,
  busy,
  onRetry,
}: {
  reference: string;
  printFile: PrintFileView;
  busy: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('owner');
  const { state, attempts, error, file, preview } = printFile;
  return (
    <Panel aria-labelledby="owner-print-file">
      <PanelHeading id="owner-print-file">{t('printFile.title')}</PanelHeading>
      <Text color={state === 'failed' ? 'red.800' : 'gray.800'} fontWeight="semibold">
        {t(`printFile.state.${state}`, { count: attempts })}
      </Text>
      {state === 'queued' && error && (
        <Text color="gray.700" mt="1" overflowWrap="anywhere">
          {t('printFile.willRetry', { error })}
        </Text>
      )}
      {state === 'failed' && (
        <Box role="alert" mt="2">
          <Text color="red.800" overflowWrap="anywhere" mb="3">
            {t('printFile.reason', { error: error ?? '' })}
          </Text>
          <Button size="lg" colorPalette="brand" loading={busy} onClick={onRetry}>
            {t('printFile.retry')}
          </Button>
        </Box>
      )}
      {state === 'ready' && file && (
        <Box mt="3">
          {preview && (
            // The preview is the sheet at about 27 dpi; the checkerboard shows its transparency.
            <chakra.img
              src={fileUrl(reference, preview.id)}
              alt={t('printFile.previewAlt')}
              display="block"
              maxW="full"
              maxH="96"
              mb="3"
              borderWidth="1px"
              borderColor="gray.300"
              bgImage="repeating-conic-gradient(#e2e8f0 0% 25%, #ffffff 0% 50%)"
              bgSize="16px 16px"
            />
          )}
          <FileLink reference={reference} file={file} />
        </Box>
      )}
    </Panel>
  );
}
