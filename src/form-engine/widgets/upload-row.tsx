/**
 * One file's upload on its row: a progress bar named by the file (its value text says the
 * bytes, the speed and the time left), the same as text, and Pause / Resume, or Retry with the
 * reason when the file was refused. Offline, it says it goes on when the connection is back.
 */
import { ProgressBar } from '../progress-bar.tsx';
import { Button, chakra } from '@chakra-ui/react';
import { useTranslation } from '../../lib/use-translation.ts';
import { failureText, uploadProgressText } from '../upload-texts.ts';
import type { UploadHandle } from '../uploads/upload-manager.ts';
import { retryable } from '../uploads/upload-state.ts';

export function UploadRow({ handle, disabled }: { handle: UploadHandle; disabled?: boolean }) {
  const { t, i18n } = useTranslation('forms');
  const snapshot = handle.snapshot;
  const { status, failure, bytesSent, bytesTotal } = snapshot;
  const percent = bytesTotal
    ? Math.min(100, Math.floor((bytesSent / bytesTotal) * 100))
    : status === 'done'
      ? 100
      : 0;
  const progress = uploadProgressText(
    status === 'uploading' ? snapshot : { bytesSent, bytesTotal },
    t,
    i18n.language,
  );
  const line =
    status === 'failed'
      ? failureText(failure ?? 'failed', t)
      : status === 'done'
        ? t('uploads.done')
        : status === 'paused'
          ? t('uploads.paused', { progress })
          : status === 'offline'
            ? t('uploads.offline')
            : status === 'retrying'
              ? t('uploads.retrying')
              : progress;
  const button =
    status === 'uploading' || status === 'retrying' || status === 'offline'
      ? {
          text: t('uploads.pause'),
          label: t('uploads.pauseLabel', { name: handle.name }),
          act: () => void handle.pause(),
        }
      : status === 'paused'
        ? {
            text: t('uploads.resume'),
            label: t('uploads.resumeLabel', { name: handle.name }),
            act: () => handle.resume(),
          }
        : status === 'failed' && retryable(failure)
          ? {
              text: t('uploads.retry'),
              label: t('uploads.retryLabel', { name: handle.name }),
              act: () => handle.resume(),
            }
          : undefined;
  return (
    <chakra.div w="full" data-status={status}>
      {status !== 'failed' && (
        <chakra.div mt="2">
          <ProgressBar percent={percent} valueText={progress} label={handle.name} done={status === 'done'} />
        </chakra.div>
      )}
      <chakra.div
        mt="1"
        display="flex"
        flexWrap="wrap"
        alignItems="center"
        justifyContent="space-between"
        gap="2"
      >
        <chakra.span
          fontSize="sm"
          color={status === 'failed' ? 'fg.error' : 'fg.muted'}
          fontVariantNumeric="tabular-nums"
          role={status === 'failed' || status === 'offline' ? 'status' : undefined}
        >
          {line}
        </chakra.span>
        {button && (
          <Button
            type="button"
            size="xs"
            variant="outline"
            disabled={disabled}
            aria-label={button.label}
            onClick={button.act}
          >
            {button.text}
          </Button>
        )}
      </chakra.div>
    </chakra.div>
  );
}
