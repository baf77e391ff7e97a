import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { useEditableOverride } from '../lib/editable-content.ts';

export interface EditableTextProps {
  /** Namespace in locales/ (home, layout ...). */
  ns: string;
  /** Key inside the namespace, e.g. `hero.title`. */
  k: string;
  /** Most characters the owner may type (SPEC.md section 5); default 500. */
  maxLength?: number;
  multiline?: boolean;
}

export interface EditableRenderProps extends EditableTextProps {
  lng: string;
  text: string;
  defaultText: string;
}

/**
 * How an editable text is drawn. Publish mode: the text itself. The content-editing mode
 * (a lazy chunk) provides a renderer that makes it click-to-edit, so pages never change.
 */
export const EditableRendererContext = createContext<((props: EditableRenderProps) => ReactNode) | null>(
  null,
);

/** A text the owner can override: the browser's `editableContent` first, the translation second. */
export function EditableText(props: EditableTextProps) {
  const { t, i18n } = useTranslation(props.ns);
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const override = useEditableOverride(lng, props.ns, props.k);
  const render = useContext(EditableRendererContext);
  const defaultText = t(props.k);
  const text = override ?? defaultText;
  if (render) return <>{render({ ...props, lng, text, defaultText })}</>;
  return <>{text}</>;
}
