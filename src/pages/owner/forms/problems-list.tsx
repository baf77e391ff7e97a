import { Box, chakra, Text } from '@chakra-ui/react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { FormProblem } from './forms-api.ts';

/**
 * What the server refused in the draft, each problem with its place: the JSON pointer into
 * {file, texts} (`/file/schema/properties/x`), which the form file's boxes show as written.
 * The server words the messages (in English, as the form file's own checks do).
 */
export function ProblemsList({
  problems,
  message,
  live = true,
}: {
  problems: FormProblem[];
  message?: string;
  /** An alert when it appears; false where the announcer has said it already. */
  live?: boolean;
}) {
  const { t } = useTranslation('owner');
  return (
    <Box role={live ? 'alert' : undefined} p="4" bg="red.50" color="red.900" rounded="md">
      <Text fontWeight="semibold" mb={problems.length > 0 ? '2' : '0'}>
        {t('forms.problems.title', { count: problems.length })}
        {message ? ` ${message}` : ''}
      </Text>
      {problems.length > 0 && (
        <chakra.ul ps="5" display="flex" flexDirection="column" gap="1">
          {problems.map((problem, index) => (
            <li key={`${problem.path}-${index}`}>
              <chakra.code fontSize="sm" bg="white" px="1" rounded="sm" overflowWrap="anywhere">
                {problem.path || '/'}
              </chakra.code>
              {': '}
              {problem.message}
            </li>
          ))}
        </chakra.ul>
      )}
    </Box>
  );
}
