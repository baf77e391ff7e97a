/**
 * Stands in for `markdown-to-jsx` (about 30 KB gzip), which RJSF imports for markdown in titles,
 * descriptions and help. Our form files carry no visible text at all (a unit test checks that no
 * form enables markdown), so the texts are shown as the plain text they are. Aliased in
 * package.json ("alias") for both `markdown-to-jsx` and `markdown-to-jsx/react`.
 */
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}

export default Markdown;
