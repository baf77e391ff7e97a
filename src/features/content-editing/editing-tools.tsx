import { Box, chakra, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ChevronDownIcon } from '../../components/icons/essential-icons.tsx';
import { useDraftContent } from '../../lib/editable-content.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useSaveProblem } from './content-changes.ts';
import type { PanelProps } from './editing-module.ts';
import { ContentFileActions } from './content-file-actions.tsx';
import { OldLocalTexts } from './old-local-texts.tsx';
import { VersionHistory } from './version-history.tsx';
import { editHintId, noticeStyle } from './editing-styles.ts';
import { resetEditingState, updateEditingState, useEditingState } from './editing-state.ts';

const panelId = 'editing-tools';
const titleId = 'editing-tools-title';
const toggleId = 'editing-tools-toggle';
/** Chakra's md and up: where the open panel is a sidebar. */
const sidebarQuery = '(min-width: 48em)';
/** The panel's width, its gap from the edge, and a gap before the page. */
const sidebarSpace = '22rem';

/**
 * The editing tools panel, opened by its toggle beside the Publish button: enhanced editing,
 * export, import and reset of the draft, the published versions, and a way out of admin mode
 * that publishes nothing. It starts open on wide screens and folded on phones, where it would
 * cover the page. It follows its toggle in the document (Tab goes from one into the other);
 * Escape inside it folds it and gives the focus back to the toggle.
 */
export function EditingToolsPanel({ onLive, onLeave }: PanelProps) {
  const { t } = useTranslation(['editing', 'common']);
  const { enhanced, panelOpen } = useEditingState();
  const [message, setMessage] = useState('');
  const saveProblem = useSaveProblem();
  // Leaving admin mode forgets the toggles: the next visit starts with header and footer closed.
  useEffect(() => resetEditingState, []);
  // Open on a wide screen, the panel is a sidebar: the page moves over beside it instead of
  // under it, so every text stays in reach. On phones it floats over the lower half.
  useEffect(() => {
    if (!panelOpen || !window.matchMedia) return;
    const wide = window.matchMedia(sidebarQuery);
    const place = () => {
      document.body.style.paddingInlineStart = wide.matches ? sidebarSpace : '';
    };
    place();
    wide.addEventListener('change', place);
    return () => {
      wide.removeEventListener('change', place);
      document.body.style.paddingInlineStart = '';
    };
  }, [panelOpen]);

  return (
    <>
      <chakra.section
        id={panelId}
        hidden={!panelOpen}
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          updateEditingState({ panelOpen: false });
          document.getElementById(toggleId)?.focus();
        }}
        w={{ base: 'calc(100vw - 1.5rem)', sm: '20rem' }}
        // Half the screen on phones: the text being edited stays in view above the panel.
        maxH={{ base: '50vh', md: 'calc(100vh - 5rem)' }}
        overflowY="auto"
        p="4"
        bg="white"
        color="gray.900"
        fontSize="sm"
        rounded="xl"
        borderWidth="1px"
        borderColor="gray.200"
        boxShadow="0 12px 32px rgba(23, 30, 84, 0.28)"
      >
        <chakra.h2 id={titleId} mb="2" fontSize="md" fontWeight="bold">
          {t('tools.title')}
        </chakra.h2>
        <Text color="gray.700">{t('tools.intro', { language: t('common:language.current') })}</Text>
        <Text mt="2" color="gray.600" fontSize="xs">
          {t('tools.keys')}
        </Text>
        <EnhancedSwitch on={enhanced} />
        <ChangedCount />
        <ContentFileActions onDone={setMessage} />
        <OldLocalTexts onDone={setMessage} />
        <Text role="status" mt={message ? '3' : '0'} color="green.700" fontWeight="semibold">
          {message}
        </Text>
        {panelOpen && <VersionHistory onLive={onLive} onDone={setMessage} />}
        <chakra.button
          type="button"
          onClick={onLeave}
          mt="4"
          w="full"
          h="10"
          rounded="md"
          color="brand.800"
          fontWeight="semibold"
          textDecoration="underline"
          cursor="pointer"
          _hover={{ bg: 'gray.100' }}
          _focusVisible={{ outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
        >
          {t('tools.leave')}
        </chakra.button>
      </chakra.section>
      {/* Outside the panel, so that it shows even while the panel is folded. */}
      {saveProblem && (
        <Box role="alert" {...noticeStyle} color="red.700">
          {t('tools.saveFailed', { message: saveProblem })}
        </Box>
      )}
      <span id={editHintId} hidden>
        {t('field.hint')}
      </span>
    </>
  );
}

/** Opens and folds the panel; it sits beside the Publish button. */
export function EditingToolsToggle() {
  const { t } = useTranslation('editing');
  const { panelOpen } = useEditingState();
  return (
    <chakra.button
      id={toggleId}
      type="button"
      aria-expanded={panelOpen}
      aria-controls={panelId}
      onClick={() => updateEditingState({ panelOpen: !panelOpen })}
      display="inline-flex"
      alignItems="center"
      gap="1.5"
      h="9"
      pl="4"
      pr="3"
      rounded="full"
      bg="white"
      color="gray.900"
      borderWidth="1px"
      borderColor="gray.300"
      fontSize="sm"
      fontWeight="semibold"
      boxShadow="0 4px 14px rgba(23, 30, 84, 0.3)"
      cursor="pointer"
      _hover={{ bg: 'gray.100' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
    >
      {t('tools.title')}
      <ChevronDownIcon fontSize="md" transform={panelOpen ? undefined : 'rotate(180deg)'} />
    </chakra.button>
  );
}

function EnhancedSwitch({ on }: { on: boolean }) {
  const { t } = useTranslation('editing');
  return (
    <Box mt="4" pt="4" borderTopWidth="1px" borderColor="gray.200">
      <chakra.button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby="editing-enhanced-hint"
        onClick={() => updateEditingState({ enhanced: !on })}
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        w="full"
        fontWeight="semibold"
        cursor="pointer"
        rounded="md"
        _focusVisible={{ outline: '3px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
      >
        {t('tools.enhanced')}
        <chakra.span
          aria-hidden="true"
          position="relative"
          w="10"
          h="6"
          rounded="full"
          bg={on ? 'green.600' : 'gray.300'}
          transition="background 0.15s"
        >
          <chakra.span
            position="absolute"
            top="0.5"
            left={on ? '4.5' : '0.5'}
            boxSize="5"
            rounded="full"
            bg="white"
            boxShadow="sm"
            transition="left 0.15s"
          />
        </chakra.span>
      </chakra.button>
      <Text id="editing-enhanced-hint" mt="1" color="gray.600" fontSize="xs">
        {t('tools.enhancedHint')}
      </Text>
    </Box>
  );
}

function ChangedCount() {
  const { t } = useTranslation('editing');
  const count = Object.keys(useDraftContent() ?? {}).length;
  return (
    <Text mt="4" mb="2" pt="4" borderTopWidth="1px" borderColor="gray.200" color="gray.700">
      {t('tools.changed', { count })}
    </Text>
  );
}
