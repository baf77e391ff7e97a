/**
 * The words of an upload in the page's language: its speed ("2.1 MB/s"), the time left ("about
 * 2 minutes left"), its progress as a sentence for the bar's aria-valuetext, and why it failed
 * (from the status only: the server's English text is never shown). Texts: forms.json `uploads`.
 */
import type { TFunction } from 'i18next';
import type { UploadFailure, UploadSnapshot } from './uploads/upload-state.ts';
import { formatSize } from './widgets/file-checks.ts';

const speedFormatters = new Map<string, Intl.NumberFormat>();

/** '2.1 MB/s', '850 kB/s' in the page's language. */
export function formatSpeed(bytesPerSecond: number, language: string): string {
  const mega = bytesPerSecond >= 1024 * 1024;
  const key = `${language} ${mega}`;
  let formatter = speedFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, {
      style: 'unit',
      unit: mega ? 'megabyte-per-second' : 'kilobyte-per-second',
      maximumFractionDigits: mega ? 1 : 0,
    });
    speedFormatters.set(key, formatter);
  }
  return formatter.format(bytesPerSecond / (mega ? 1024 * 1024 : 1024));
}

/** "less than a minute left", "about 2 minutes left", "about 3 hours left". */
export function timeLeftText(seconds: number, t: TFunction): string {
  if (seconds < 60) return t('uploads.leftSeconds');
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return t('uploads.leftMinutes', { count: minutes });
  return t('uploads.leftHours', { count: Math.round(seconds / 3600) });
}

/** "12.4 MB of 300 MB, 2.1 MB/s, about 2 minutes left" (the speed and time when measured). */
export function uploadProgressText(
  {
    bytesSent,
    bytesTotal,
    speed,
    secondsLeft,
  }: Pick<UploadSnapshot, 'bytesSent' | 'bytesTotal' | 'speed' | 'secondsLeft'>,
  t: TFunction,
  language: string,
): string {
  const parts = [
    t('uploads.bytes', {
      sent: formatSize(bytesSent, language, bytesTotal),
      total: formatSize(bytesTotal, language),
    }),
  ];
  if (speed !== undefined) parts.push(formatSpeed(speed, language));
  if (secondsLeft !== undefined && speed !== undefined) parts.push(timeLeftText(secondsLeft, t));
  return parts.join(t('uploads.separator'));
}

/** Why a file could not be uploaded. */
export function failureText(failure: UploadFailure, t: TFunction): string {
  return t(`uploads.failure.${failure}`);
}

/** "logo.png: This file is too large to upload." for the form's error state. */
export function uploadFailureText(
  { name, failure }: { name: string; failure: UploadFailure },
  t: TFunction,
): string {
  return name ? t('uploads.fileFailed', { name, reason: failureText(failure, t) }) : failureText(failure, t);
}
