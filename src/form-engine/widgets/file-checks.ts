/** The checks the files widget makes before it keeps a file (the server checks again, by content). */

export interface FileRules {
  /** Extensions with their dot ('.pdf'); empty means any. */
  accept: readonly string[];
  maxBytes?: number;
  /** How many files the field holds at most (schema maxItems; 1 for a single-file field). */
  maxFiles?: number;
}

export type FileProblem =
  { kind: 'type'; name: string } | { kind: 'size'; name: string } | { kind: 'count'; limit: number };

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/**
 * The files the field keeps after adding `added` to `current`, and what was refused and why. A
 * single-file field (maxFiles 1) replaces its file; a list keeps the first files up to its limit.
 */
export function addFiles(
  current: readonly File[],
  added: readonly File[],
  rules: FileRules,
): { files: File[]; problems: FileProblem[] } {
  const problems: FileProblem[] = [];
  const accepted: File[] = [];
  for (const file of added) {
    if (rules.accept.length && !rules.accept.includes(extensionOf(file.name))) {
      problems.push({ kind: 'type', name: file.name });
    } else if (rules.maxBytes !== undefined && file.size > rules.maxBytes) {
      problems.push({ kind: 'size', name: file.name });
    } else {
      accepted.push(file);
    }
  }
  if (rules.maxFiles === 1)
    return { files: accepted.length ? [accepted[accepted.length - 1]] : [...current], problems };
  const files = [...current, ...accepted];
  if (rules.maxFiles !== undefined && files.length > rules.maxFiles) {
    problems.push({ kind: 'count', limit: rules.maxFiles });
    files.length = rules.maxFiles;
  }
  return { files, problems };
}

const sizeFormatters = new Map<string, Intl.NumberFormat>();

/** Made once per language and shape: a form draws every size text on each render. */
function sizeFormatter(language: string, unit: string, digits: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language} ${unit} ${digits.minimumFractionDigits ?? ''} ${digits.maximumFractionDigits ?? ''}`;
  let formatter = sizeFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { style: 'unit', unit, ...digits });
    sizeFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * '50 MB', '10 MB', '800 kB' in the page's language (decimal-free when whole). With a `scale`
 * (an upload's total), the unit is the scale's and megabytes keep one decimal, so a progress
 * text keeps its shape as it counts: "0.4 MB of 50.0 MB".
 */
export function formatSize(bytes: number, language: string, scale?: number): string {
  const format = (value: number, unit: string, digits: Intl.NumberFormatOptions) =>
    sizeFormatter(language, unit, digits).format(value);
  const digits =
    scale === undefined
      ? { maximumFractionDigits: 1 }
      : { minimumFractionDigits: 1, maximumFractionDigits: 1 };
  // A wrap's print file: "1.4 GB", not "1,433.6 MB".
  if ((scale ?? bytes) >= 1024 * 1024 * 1024) return format(bytes / 1024 ** 3, 'gigabyte', digits);
  if ((scale ?? bytes) >= 1024 * 1024) return format(bytes / 1024 / 1024, 'megabyte', digits);
  const kilo = bytes / 1024;
  return format(scale === undefined ? Math.max(1, Math.round(kilo)) : kilo, 'kilobyte', {
    maximumFractionDigits: 0,
  });
}
