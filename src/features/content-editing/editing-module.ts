/**
 * The contract between the editing host (content-editing-host.tsx, in the main bundle) and the
 * lazily loaded editing chunk (editing-mode.tsx): a file of its own, so neither imports the other.
 */
import type { ComponentType } from 'react';
import type { EditingRuntime } from '../../components/editable-text.tsx';
import type { EditableContent } from '../../lib/editable-content.ts';

/** What the lazy chunk hands over: the editable-text renderer, the toggles, the tools panel, publishing. */
export interface EditingModule {
  runtime: EditingRuntime;
  Panel: ComponentType<PanelProps>;
  PanelToggle: ComponentType;
  /** Loads the owner's draft from the server; admin mode shows it once this resolves. */
  startDraft(): Promise<void>;
  /** Makes the draft live for every visitor; the live texts afterwards. */
  publish(): Promise<PublishOutcome>;
}

export type PublishOutcome = { version: number; content: EditableContent; unchanged: boolean };

export interface PanelProps {
  /** A version was restored: these texts are live now. */
  onLive(content: EditableContent): void;
  /** Leaves admin mode without publishing (the draft stays on the server). */
  onLeave(): void;
}
