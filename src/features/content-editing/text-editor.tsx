import { chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { editHintId, toolbarButtonStyle } from './editing-styles.ts';

export interface TextEditorProps {
  /** `<ns>:<key>`, shown to the owner as the field's name. */
  id: string;
  initial: string;
  limit: number;
  multiline: boolean;
  onSave: (value: string, byKeyboard: boolean) => void;
  onCancel: (byKeyboard: boolean) => void;
}

/** Keeps the toolbar's buttons from taking the focus, which would save the text on blur. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The editing state of one text. Enter saves (Ctrl+Enter when the text may hold line breaks),
 * leaving the editor saves, Escape cancels, Ctrl+Delete or Clear empties it. Typing past the
 * limit is ignored; a text already longer than its limit may only get shorter.
 */
export function TextEditor({ id, initial, limit, multiline, onSave, onCancel }: TextEditorProps) {
  const { t } = useTranslation('editing');
  const [value, setValue] = useState(initial);
  const field = useRef<HTMLTextAreaElement>(null);
  const finished = useRef(false);
  const counterId = `${id}-count`;

  useEffect(() => {
    const element = field.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);

  const finish = (action: () => void) => {
    if (finished.current) return;
    finished.current = true;
    action();
  };
  const save = (byKeyboard: boolean) => finish(() => onSave(value, byKeyboard));
  const cancel = (byKeyboard: boolean) => finish(() => onCancel(byKeyboard));
  const clear = () => {
    setValue('');
    field.current?.focus();
  };

  const change = (next: string) => {
    const text = multiline ? next : next.replace(/[\r\n]+/g, ' ');
    if (text.length <= limit || text.length < value.length) setValue(text);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Nothing typed here is a shortcut of the page around (menus close on Escape, for one).
    event.stopPropagation();
    const modifier = event.ctrlKey || event.metaKey;
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel(true);
    } else if (event.key === 'Enter' && (!multiline || modifier)) {
      event.preventDefault();
      save(true);
    } else if (event.key === 'Delete' && modifier) {
      event.preventDefault();
      clear();
    }
  };
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) save(false);
  };

  return (
    <chakra.span
      position="relative"
      display={multiline ? 'block' : 'inline-block'}
      maxW="full"
      verticalAlign="top"
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      // The editor may sit inside a link or a button: clicks in it stay in it.
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
      }}
    >
      <chakra.textarea
        ref={field}
        value={value}
        onChange={(event) => change(event.target.value)}
        maxLength={Math.max(limit, initial.length)}
        rows={multiline ? 4 : 1}
        aria-label={t('field.label', { key: id })}
        aria-describedby={`${counterId} ${editHintId}`}
        aria-multiline={multiline}
        display="block"
        w={multiline ? 'full' : undefined}
        minW="8ch"
        maxW="full"
        resize="none"
        overflow="hidden"
        p="1"
        m="-1"
        rounded="sm"
        borderWidth="2px"
        borderColor="accent.500"
        bg="white"
        color="gray.900"
        font="inherit"
        letterSpacing="inherit"
        textTransform="inherit"
        outline="none"
        boxShadow="0 0 0 4px rgba(244, 63, 94, 0.25)"
        css={{ fieldSizing: 'content' }}
      />
      <chakra.span
        position={multiline ? 'static' : 'absolute'}
        top="100%"
        left="-1"
        zIndex="dropdown"
        display="flex"
        alignItems="center"
        gap="1.5"
        mt="2"
        p="1.5"
        rounded="md"
        bg="white"
        color="gray.800"
        boxShadow="0 6px 20px rgba(23, 30, 84, 0.25)"
        fontFamily="body"
        fontSize="xs"
        fontWeight="normal"
        letterSpacing="normal"
        lineHeight="1.2"
        textTransform="none"
        whiteSpace="nowrap"
        w="max-content"
        onMouseDown={keepFocus}
      >
        <chakra.span id={counterId} px="1" color={value.length >= limit ? 'red.700' : 'gray.600'}>
          {t('field.counter', { count: value.length, limit })}
        </chakra.span>
        <chakra.button type="button" onClick={clear} {...toolbarButtonStyle}>
          {t('field.clear')}
        </chakra.button>
        <chakra.button type="button" onClick={() => cancel(true)} {...toolbarButtonStyle}>
          {t('field.cancel')}
        </chakra.button>
        <chakra.button
          type="button"
          onClick={() => save(true)}
          {...toolbarButtonStyle}
          bg="brand.700"
          borderColor="brand.700"
          color="white"
          _hover={{ bg: 'brand.600' }}
        >
          {t('field.save')}
        </chakra.button>
      </chakra.span>
    </chakra.span>
  );
}
