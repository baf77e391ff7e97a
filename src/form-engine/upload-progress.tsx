/**
 * <UploadStatus>: while a request with files is under way, a progress bar with the bytes sent
 * of all its files ("12.4 MB of 50.0 MB (25%), 2.1 MB/s, about 2 minutes left") and a button
 * that cancels it; after a cancel, a note that nothing was sent. Any form whose submission
 * carries files gets it (see submission.ts: the files' uploads, then the request).
 */
import { Button, chakra } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { ProgressBar } from './progress-bar.tsx';
import type { UploadProgress } from './send.ts';
import type { UploadState } from './submission.ts';
import { formatSpeed, timeLeftText } from './upload-texts.ts';
import { formatSize } from './widgets/file-checks.ts';

const formatPercent = (percent: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);

/** Whole percent sent, rounded down (100 only when every byte is out); undefined when unknown. */
export function percentSent({ loaded, total }: UploadProgress): number | undefined {
  if (!total) return undefined;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

/** "12.4 MB of 50.0 MB (25%)" in the page's language, or "12.4 MB sent" without a known total. */
export function progressText(progress: UploadProgress, t: TFunction, language: string): string {
  const { loaded, total } = progress;
  const percent = percentSent(progress);
  if (!total || percent === undefined)
    return t('progress.bytesSent', { sent: formatSize(loaded, language, loaded) });
  const bytes = t('progress.bytes', {
    sent: formatSize(loaded, language, total),
    total: formatSize(total, language, total),
    percent: formatPercent(percent, language),
  });
  if (progress.sent || progress.speed === undefined) return bytes;
  const parts = [bytes, formatSpeed(progress.speed, language)];
  if (progress.secondsLeft !== undefined) parts.push(timeLeftText(progress.secondsLeft, t));
  return parts.join(t('uploads.separator'));
}

function ProgressPanel({ progress, onCancel }: { progress: UploadProgress; onCancel: () => void }) {
  const { t, i18n } = useTranslation('forms');
  const labelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // On a phone the bar opens below the fold, under the submit button: bring it into view.
  // A block body: an effect must return nothing, and newer browsers' scrollIntoView returns a Promise.
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const percent = percentSent(progress);
  const text = progress.loaded || progress.total ? progressText(progress, t, i18n.language) : '';
  // Screen readers hear every tenth, not every event (the bar itself is not a live region).
  const announced = progress.sent
    ? t('progress.finishing')
    : t('progress.announce', { percent: formatPercent(Math.floor((percent ?? 0) / 10) * 10, i18n.language) });
  return (
    <chakra.div
      ref={panel}
      mt="4"
      p="4"
      w="full"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      bg="bg.subtle"
      data-testid="upload-progress"
    >
      <chakra.p id={labelId} fontWeight="semibold">
        {progress.sent ? t('progress.finishing') : t('progress.uploading')}
      </chakra.p>
      <chakra.div mt="3">
        <ProgressBar percent={percent} valueText={text} labelledBy={labelId} thick />
      </chakra.div>
      <chakra.div
        mt="3"
        display="flex"
        flexWrap="wrap"
        alignItems="center"
        justifyContent="space-between"
        gap="3"
      >
        <chakra.span color="fg.muted" fontVariantNumeric="tabular-nums">
          {text}
        </chakra.span>
        {!progress.sent && (
          <Button type="button" size="sm" variant="outline" onClick={onCancel}>
            {t('progress.cancel')}
          </Button>
        )}
      </chakra.div>
      <chakra.span srOnly aria-live="polite">
        {announced}
      </chakra.span>
    </chakra.div>
  );
}

function CancelledNote() {
  const { t } = useTranslation('forms');
  const note = useRef<HTMLDivElement>(null);
  // The Cancel button just went away: keep the keyboard focus here, on what happened.
  useEffect(() => {
    note.current?.focus();
  }, []);
  return (
    <chakra.div
      ref={note}
      tabIndex={-1}
      role="status"
      mt="4"
      p="4"
      w="full"
      borderWidth="1px"
      borderColor="border.info"
      borderRadius="lg"
      bg="bg.info"
      data-testid="upload-cancelled"
    >
      <chakra.p fontWeight="bold" mb="1">
        {t('progress.cancelledTitle')}
      </chakra.p>
      <chakra.p>{t('progress.cancelled')}</chakra.p>
    </chakra.div>
  );
}

export function UploadStatus({ upload, onCancel }: { upload: UploadState; onCancel: () => void }) {
  if (upload.progress) return <ProgressPanel progress={upload.progress} onCancel={onCancel} />;
  if (upload.cancelled) return <CancelledNote />;
  return null;
}
