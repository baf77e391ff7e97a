/** How the editing mode looks. Outline colours read on the light and the dark bands of the site. */
import type { SystemStyleObject } from '@chakra-ui/react';

export const editHintId = 'content-editing-hint';

const outline = (color: string) => ({ outline: '2px dashed', outlineColor: color, outlineOffset: '2px' });

export function displayStyle(enhanced: boolean, changed: boolean): SystemStyleObject {
  const color = changed ? 'green.400' : 'accent.400';
  return {
    cursor: 'text',
    rounded: 'sm',
    transition: 'outline-color 0.15s',
    ...(enhanced ? outline(color) : {}),
    _hover: outline(color),
    _focusVisible: { outline: '3px solid', outlineColor: 'accent.500', outlineOffset: '2px' },
    ...(enhanced
      ? {
          position: 'relative',
          // The key, for the owner who exports the file; "/ ''" keeps it out of the accessible name.
          '&:hover::after, &:focus-visible::after': {
            content: 'attr(data-edit-key) / ""',
            position: 'absolute',
            left: '0',
            bottom: 'calc(100% + 4px)',
            zIndex: 'dropdown',
            px: '1.5',
            py: '0.5',
            rounded: 'sm',
            bg: 'gray.900',
            color: 'white',
            fontSize: '11px',
            fontWeight: 'normal',
            fontFamily: 'mono',
            letterSpacing: 'normal',
            lineHeight: '1.4',
            textTransform: 'none',
            whiteSpace: 'nowrap',
            pointerEvents: 'none',
          },
        }
      : {}),
  };
}

/** The small floating notices beside the Publish button: published, a failed load or save. */
export const noticeStyle = {
  bg: 'white',
  p: '3',
  rounded: 'md',
  boxShadow: 'lg',
  fontSize: 'sm',
  maxW: 'xs',
} as const;

export const toolbarButtonStyle = {
  px: '2',
  h: '7',
  rounded: 'md',
  fontSize: 'xs',
  fontWeight: 'semibold',
  cursor: 'pointer',
  borderWidth: '1px',
  borderColor: 'gray.300',
  bg: 'white',
  color: 'gray.800',
  _hover: { bg: 'gray.100' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '1px' },
} as const;

/** The tools panel's buttons: full width, icon then label. */
export const toolButtonStyle = {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  w: 'full',
  h: '10',
  px: '3',
  rounded: 'md',
  borderWidth: '1px',
  borderColor: 'gray.300',
  bg: 'white',
  color: 'gray.900',
  fontSize: 'sm',
  fontWeight: 'semibold',
  cursor: 'pointer',
  _hover: { bg: 'gray.100' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '2px' },
} as const;
