/**
 * The lazy chunk of the owner's editing mode, loaded by ContentEditingHost only when a
 * signed-in owner turns admin mode on: the click-to-edit renderer for every EditableText, the
 * header's and footer's toggles, the tools panel, and the calls that load and publish the draft.
 */
import type { EditableRenderProps } from '../../components/editable-text.tsx';
import { publishDraft } from './content-api.ts';
import { settleDraft, startDraft } from './content-changes.ts';
import type { EditingModule } from './editing-module.ts';
import { EditableField } from './editable-field.tsx';
import { EditingToolsPanel, EditingToolsToggle } from './editing-tools.tsx';
import { RegionToggle } from './region-toggle.tsx';

export const editingMode: EditingModule = {
  runtime: {
    renderText: (props: EditableRenderProps) => <EditableField {...props} />,
    RegionToggle,
  },
  Panel: EditingToolsPanel,
  PanelToggle: EditingToolsToggle,
  startDraft,
  async publish() {
    // A text saved a moment ago (on blur, as Publish was pressed) is part of what goes live.
    await settleDraft();
    const result = await publishDraft();
    return { version: result.version, content: result.content, unchanged: result.unchanged === true };
  },
};
