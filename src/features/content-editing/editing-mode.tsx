/**
 * The lazy chunk of the owner's editing mode, loaded by ContentEditingHost only when admin mode
 * is on: the click-to-edit renderer for every EditableText, the header's and footer's toggles,
 * and the tools panel.
 */
import type { EditableRenderProps } from '../../components/editable-text.tsx';
import type { EditingModule } from './content-editing-host.tsx';
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
};
