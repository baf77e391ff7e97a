import { Box } from '@chakra-ui/react';
import uploadJson from '../../../forms/upload.form.json';
import { asFormDefinition } from '../../../core/forms/form-definition.ts';
import { FormRunner } from '../../form-engine/form-runner.tsx';

// Files, reference link rows (always one to type into), the 500-character details with their
// counter and the alerts all come from the form file and the engine's registry.
const upload = asFormDefinition(uploadJson);

/** The upload form in its card; sent as multipart with the files themselves. */
export function UploadForm() {
  return (
    <Box
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
      shadow="xs"
      p={{ base: '5', md: '8' }}
    >
      <FormRunner definition={upload} />
    </Box>
  );
}
