import { chakra } from '@chakra-ui/react';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { useEditableOverride } from '../lib/editable-content.ts';

export interface EditableTextProps {
  /** Namespace in locales/ (home, layout ...). */
  ns: string;
  /** Key inside the namespace, e.g. `hero.title`. Its length limit is looked up by key. */
  k: string;
  /** Line breaks allowed: Enter makes a new line and Ctrl+Enter saves. */
  multiline?: boolean;
}

/** Where a text sits: header and footer texts are editable only while their own toggle is on. */
export type EditableRegionName = 'header' | 'footer' | 'page';

export interface EditableRenderProps extends EditableTextProps {
  lng: string;
  text: string;
  defaultText: string;
  region: EditableRegionName;
}

/**
 * What the content-editing mode (a lazy chunk, loaded only in admin mode) plugs in: how an
 * editable text is drawn, and the header's and footer's edit toggles. Without it (publish
 * mode, every visitor) texts are plain text and the toggles are absent, so pages never change.
 */
export interface EditingRuntime {
  renderText: (props: EditableRenderProps) => ReactNode;
  RegionToggle: ComponentType<{ region: Exclude<EditableRegionName, 'page'> }>;
}

export const EditingRuntimeContext = createContext<EditingRuntime | null>(null);
const RegionContext = createContext<EditableRegionName>('page');

/** Marks the texts inside as belonging to the header or the footer. */
export function EditableRegion({ name, children }: { name: EditableRegionName; children: ReactNode }) {
  return <RegionContext.Provider value={name}>{children}</RegionContext.Provider>;
}

/** The header's or footer's edit/check button; nothing outside admin mode. */
export function EditableRegionToggle({ region }: { region: Exclude<EditableRegionName, 'page'> }) {
  const runtime = useContext(EditingRuntimeContext);
  return runtime ? <runtime.RegionToggle region={region} /> : null;
}

/**
 * A text the owner can change: the live text the server published (or, in admin mode, the
 * owner's draft) first, the translation second.
 */
export function EditableText(props: EditableTextProps) {
  const { t, i18n } = useTranslation(props.ns);
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const override = useEditableOverride(lng, props.ns, props.k);
  const runtime = useContext(EditingRuntimeContext);
  const region = useContext(RegionContext);
  const defaultText = t(props.k);
  const text = override ?? defaultText;
  if (runtime) return <>{runtime.renderText({ ...props, lng, text, defaultText, region })}</>;
  // The owner's line breaks in a multi-line text stay line breaks.
  return text.includes('\n') ? <chakra.span whiteSpace="pre-line">{text}</chakra.span> : <>{text}</>;
}
