import { chakra } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import type { EditableRenderProps } from '../../components/editable-text.tsx';
import { saveText } from './content-changes.ts';
import { useEditingState } from './editing-state.ts';
import { displayStyle, editHintId } from './editing-styles.ts';
import { textLimit } from '../../../core/content/text-limits.ts';
import { TextEditor } from './text-editor.tsx';

/**
 * One editable text in admin mode: display -> editing on click or Enter -> saved, cancelled or
 * cleared (the keys are in TextEditor). Header and footer texts stay plain until their region's
 * edit toggle is on, so their links still work in admin mode.
 */
export function EditableField(props: EditableRenderProps) {
  const { ns, k, lng, text, defaultText, region, multiline = false } = props;
  const state = useEditingState();
  const [editing, setEditing] = useState(false);
  // Set when editing ended from the keyboard: focus goes back to the text, not to the page top.
  const refocus = useRef(false);
  const editable = region === 'page' || state[region];

  // The region's toggle went off mid-edit (its button took the focus, so the text is saved).
  if (!editable && editing) setEditing(false);
  if (!editable) return text.includes('\n') ? <chakra.span whiteSpace="pre-line">{text}</chakra.span> : text;

  const close = (byKeyboard: boolean) => {
    refocus.current = byKeyboard;
    setEditing(false);
  };

  if (editing) {
    return (
      <TextEditor
        id={`${ns}:${k}`}
        initial={text}
        limit={textLimit(ns, k)}
        multiline={multiline}
        onSave={(value, byKeyboard) => {
          saveText(lng, ns, k, value, defaultText);
          close(byKeyboard);
        }}
        onCancel={close}
      />
    );
  }

  const start = (event: SyntheticEvent) => {
    // The text may sit inside a link or a menu button: edit it, do not follow it.
    event.preventDefault();
    event.stopPropagation();
    setEditing(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') start(event);
  };

  return (
    <chakra.span
      ref={(element: HTMLSpanElement | null) => {
        if (element && refocus.current) {
          refocus.current = false;
          element.focus();
        }
      }}
      role="button"
      tabIndex={0}
      aria-describedby={editHintId}
      data-edit-key={`${lng}:${ns}:${k}`}
      onClick={start}
      onKeyDown={onKeyDown}
      whiteSpace={text.includes('\n') ? 'pre-line' : undefined}
      css={displayStyle(state.enhanced, text !== defaultText)}
    >
      {text}
    </chakra.span>
  );
}
