import { Box, chakra, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { addFiles, type FileProblem } from '../../form-engine/widgets/file-checks.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { formatBytes } from './format.ts';
import { FieldLabel, Input } from './owner-styles.ts';
import { useOwnerLang } from './use-owner-lang.ts';

/** 50 MB: the owner API's limit for each file of a message or a proof. */
export const ownerMaxFileBytes = 50 * 1024 * 1024;

export interface OwnerFileRules {
  /** Extensions with their dot ('.pdf'). */
  accept: readonly string[];
  maxFiles: number;
}

interface OwnerFileInputProps {
  id: string;
  label: string;
  /** What may be sent, under the field. */
  hint: string;
  rules: OwnerFileRules;
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

/**
 * The browser's own file picker (a phone offers its camera and files there), checked against
 * the API's rules as the form engine checks a visitor's files: a file that would be refused is
 * named at once and not kept. Nothing is kept when anything is refused, so what the picker
 * shows is what gets sent.
 */
export function OwnerFileInput({ id, label, hint, rules, files, onChange, disabled }: OwnerFileInputProps) {
  const { t } = useTranslation('owner');
  const lang = useOwnerLang();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<FileProblem[]>([]);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    const checked = addFiles([], picked, { ...rules, maxBytes: ownerMaxFileBytes });
    setProblems(checked.problems);
    if (checked.problems.length) {
      // A file input can only be emptied: it then shows "no file", as nothing will be sent.
      event.target.value = '';
      onChange([]);
    } else {
      onChange(checked.files);
    }
  };

  // After a send the form empties its files; the picker follows.
  useEffect(() => {
    if (files.length === 0 && input.current) input.current.value = '';
  }, [files]);

  const problemText = (problem: FileProblem) =>
    problem.kind === 'count'
      ? t('files.count', { count: problem.limit })
      : t(`files.${problem.kind}`, { name: problem.name, size: formatBytes(ownerMaxFileBytes, lang) });

  return (
    <Box>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        ref={input}
        id={id}
        type="file"
        accept={rules.accept.join(',')}
        multiple={rules.maxFiles > 1}
        disabled={disabled}
        minH="11"
        py="2"
        aria-invalid={problems.length > 0 || undefined}
        aria-describedby={`${id}-hint${problems.length ? ` ${id}-error` : ''}`}
        onChange={pick}
      />
      <Text id={`${id}-hint`} fontSize="sm" color="gray.600" mt="1.5">
        {hint}
      </Text>
      {problems.length > 0 && (
        <chakra.ul
          id={`${id}-error`}
          role="alert"
          listStyleType="none"
          fontSize="sm"
          color="fg.error"
          mt="1.5"
        >
          {problems.map((problem, index) => (
            <li key={index}>{problemText(problem)}</li>
          ))}
        </chakra.ul>
      )}
    </Box>
  );
}
