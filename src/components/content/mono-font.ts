/** The theme defines no monospace token; references and file extensions read better in one. */
export const monoFont = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';
