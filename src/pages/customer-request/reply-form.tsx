import { Box, Button, chakra, Heading } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { UploadStatus } from '../../form-engine/upload-progress.tsx';
import { uploadFailureText } from '../../form-engine/upload-texts.ts';
import { defaultUploadManager } from '../../form-engine/uploads/default-manager.ts';
import { uploadFiles, type UploadedFiles } from '../../form-engine/uploads/upload-files.ts';
import { UploadError } from '../../form-engine/uploads/upload-state.ts';
import type { UploadState } from '../../form-engine/submission.ts';
import { addFiles, formatSize, type FileProblem } from '../../form-engine/widgets/file-checks.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { CustomerMessage, FieldProblem, UploadRules } from '../../../core/api/customer.ts';
import { sendReply } from './customer-api.ts';
import { FieldLabel, HelpText, Input, Notice, Problem, Textarea } from './page-parts.tsx';

interface ReplyFormProps {
  token: string;
  upload: UploadRules;
  onSent: (message: CustomerMessage) => void;
  onLinkInvalid: () => void;
}

/** The message field's id: the quote's "Write to us below" link moves the focus there. */
export const messageFieldId = 'customer-message';

type Outcome = { problems: string[]; serverFields?: FieldProblem[] } | null;

const noUpload: UploadState = { progress: null, cancelled: false };

/**
 * The customer's answer: a text and files under the rules of the form they used, checked here
 * before anything is sent (the server checks again, by content). A sent message joins the
 * conversation, the form empties, and a polite live region says so.
 */
export function ReplyForm({ token, upload, onSent, onLinkInvalid }: ReplyFormProps) {
  const { t, i18n } = useTranslation('customer');
  // The uploads' progress and refusals are the form engine's texts (forms.json `uploads`, `progress`).
  const { t: tForms } = useTranslation('forms');
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [textMissing, setTextMissing] = useState(false);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sentNote, setSentNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState<UploadState>(noUpload);
  const cancel = useRef<AbortController | null>(null);
  const types = upload.accept.join(', ');
  const size = formatSize(upload.maxFileBytes, i18n.language);

  const describe = (problem: FileProblem) =>
    problem.kind === 'type'
      ? t('reply.typeRefused', { name: problem.name, types })
      : problem.kind === 'size'
        ? t('reply.sizeRefused', { name: problem.name, size })
        : t('reply.countRefused', { limit: problem.limit });
  const checkFiles = () => {
    const chosen = [...(picker.current?.files ?? [])];
    const rules = { accept: upload.accept, maxBytes: upload.maxFileBytes, maxFiles: upload.maxFiles };
    const problems = addFiles([], chosen, rules).problems.map(describe);
    setFileProblems(problems);
    return { chosen, problems };
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const text = String(new FormData(form).get('text') ?? '').trim();
    const { chosen, problems } = checkFiles();
    setTextMissing(!text);
    setSentNote('');
    setOutcome(null);
    if (!text || problems.length) return;
    setBusy(true);
    // Each file goes first as a resumable upload under the rules of the customer's form (a
    // dropped connection resumes, the progress shows); the reply then names the uploads.
    let uploaded: UploadedFiles | undefined;
    const { uploadAs } = upload;
    if (uploadAs && chosen.length > 0) {
      const controller = new AbortController();
      cancel.current = controller;
      try {
        uploaded = await uploadFiles(
          defaultUploadManager(),
          uploadAs.form,
          chosen.map((file) => ({ field: uploadAs.field, file, name: file.name })),
          {
            signal: controller.signal,
            onProgress: (progress) => setSending({ progress, cancelled: false }),
          },
        );
      } catch (error) {
        setBusy(false);
        if (controller.signal.aborted) {
          setSending({ progress: null, cancelled: true });
          return;
        }
        setSending(noUpload);
        setOutcome({
          problems: [
            error instanceof UploadError
              ? uploadFailureText({ name: error.fileName, failure: error.failure }, tForms)
              : t('reply.failed'),
          ],
        });
        return;
      } finally {
        cancel.current = null;
      }
      setSending({ progress: { loaded: 1, total: 1, sent: true }, cancelled: false });
    }
    const paths = uploaded ? chosen.map((file) => uploaded.pathOf(uploadAs!.field, file)!) : undefined;
    const result = await sendReply(token, text, paths ?? chosen);
    setBusy(false);
    setSending(noUpload);
    if (result.kind === 'sent') {
      if (uploaded) void defaultUploadManager().release(uploaded.handles);
      form.reset();
      setSentNote(t('reply.sent'));
      onSent(result.message);
    } else if (result.kind === 'link-invalid') onLinkInvalid();
    else if (result.kind === 'refused')
      setOutcome({ problems: [t('reply.refused')], serverFields: result.fields });
    else {
      const key = { 'too-large': 'reply.tooLarge', 'too-many': 'tooMany', failed: 'reply.failed' }[
        result.kind
      ];
      setOutcome({ problems: [t(key)] });
    }
  };

  return (
    <chakra.form onSubmit={(event) => void submit(event)} noValidate mt="8" aria-labelledby={`${id}-title`}>
      <Heading as="h3" id={`${id}-title`} fontSize="lg" color="brand.950" mb="3">
        {t('reply.title')}
      </Heading>
      <FieldLabel htmlFor={messageFieldId}>{t('reply.text')}</FieldLabel>
      <Textarea
        id={messageFieldId}
        name="text"
        required
        maxLength={2000}
        aria-invalid={textMissing || undefined}
        aria-describedby={textMissing ? `${id}-text-problem` : undefined}
      />
      {textMissing && <Problem id={`${id}-text-problem`}>{t('reply.textRequired')}</Problem>}
      <Box mt="4">
        <FieldLabel htmlFor={`${id}-files`}>{t('reply.files')}</FieldLabel>
        <Input
          ref={picker}
          id={`${id}-files`}
          type="file"
          name="files"
          accept={upload.accept.join(',')}
          multiple={upload.maxFiles > 1}
          onChange={() => checkFiles()}
          py="2"
          minH="11"
          aria-invalid={fileProblems.length > 0 || undefined}
          aria-describedby={`${id}-files-help${fileProblems.length ? ` ${id}-files-problem` : ''}`}
        />
        <HelpText id={`${id}-files-help`}>
          {t('reply.filesHelp', { count: upload.maxFiles, size, types })}
        </HelpText>
        {fileProblems.length > 0 && (
          <Problem id={`${id}-files-problem`}>
            {fileProblems.map((problem, index) => (
              <chakra.span key={index} display="block">
                {problem}
              </chakra.span>
            ))}
          </Problem>
        )}
      </Box>
      <Button type="submit" size="lg" mt="4" disabled={busy} w={{ base: 'full', sm: 'auto' }}>
        {t(busy ? 'reply.sending' : 'reply.submit')}
      </Button>
      <UploadStatus upload={sending} onCancel={() => cancel.current?.abort()} />
      <Box role="alert" mt={outcome ? '4' : '0'}>
        {outcome && (
          <Notice tone="error">
            {outcome.problems.join(' ')}
            {outcome.serverFields && outcome.serverFields.length > 0 && (
              <chakra.ul mt="2" ps="5" listStyleType="disc">
                {outcome.serverFields.map((problem) => (
                  <li key={`${problem.field} ${problem.message}`}>
                    {problem.field === 'text' ? t('reply.textProblem') : problem.message}
                  </li>
                ))}
              </chakra.ul>
            )}
          </Notice>
        )}
      </Box>
      <Box role="status" aria-live="polite" mt={sentNote ? '4' : '0'}>
        {sentNote && <Notice tone="info">{sentNote}</Notice>}
      </Box>
    </chakra.form>
  );
}
