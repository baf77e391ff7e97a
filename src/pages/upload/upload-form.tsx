import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { LoadingIndicator } from '../../components/loading-indicator.tsx';
import { FormById } from '../../form-engine/form-by-id.tsx';
import { useTranslation } from '../../lib/use-translation.ts';

// Files, reference link rows (always one to type into), the 500-character details with their
// counter and the alerts all come from the form file and the engine's registry.

/** The upload form in its card; sent as multipart with the files themselves. */
export function UploadForm() {
  const { t } = useTranslation('common');
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
      shadow="xs"
      p={{ base: '5', md: '8' }}
    >
      <Suspense fallback={<LoadingIndicator label={t('a11y.loading')} m="4" />}>
        <FormById id="upload" placeholderMinH="100vh" />
      </Suspense>
    </Box>
  );
}
