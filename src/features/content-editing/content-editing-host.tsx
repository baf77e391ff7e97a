import { Box, chakra, Flex } from '@chakra-ui/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { EditingRuntimeContext } from '../../components/editable-text.tsx';
import {
  setDraftContent,
  ShownContentContext,
  useDraftContent,
  type EditableContent,
} from '../../lib/editable-content.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { setAdminMode, useAdminMode } from './admin-mode.ts';
import type { EditingModule } from './editing-module.ts';
import { noticeStyle } from './editing-styles.ts';
import { useOwnerSignedIn } from './owner-session.ts';

let loaded: EditingModule | null = null;

const HideDockContext = createContext<(hidden: boolean) => void>(() => {});

/** For screens that edit no site text (the owner's inbox): no Admin button over them while shown. */
export function useHideEditingDock(): void {
  const setHidden = useContext(HideDockContext);
  useEffect(() => {
    setHidden(true);
    return () => setHidden(false);
  }, [setHidden]);
}
const loadEditing = () => import('./editing-mode.tsx').then((module) => (loaded = module.editingMode));

const noTexts: EditableContent = {};

/**
 * The only part of the owner's editing mode in the main bundle: the texts the page shows (the
 * live ones the server rendered it with, `live`, or the owner's draft in admin mode), and, for
 * a signed-in owner only, the floating Admin/Publish button and the place the editing chunk
 * plugs into once admin mode is on. A visitor never sees the button and never downloads the
 * editor.
 */
export function ContentEditingHost({
  live: pageLive = noTexts,
  children,
}: {
  live?: EditableContent;
  children: ReactNode;
}) {
  const owner = useOwnerSignedIn();
  const admin = useAdminMode() && owner;
  // Replaced after a publish or a restore: the owner sees the new live texts without a reload.
  const [live, setLive] = useState(pageLive);
  const draft = useDraftContent();
  const [editing, setEditing] = useState<EditingModule | null>(null);
  const [failed, setFailed] = useState(false);
  const [dockHidden, setDockHidden] = useState(false);
  useEffect(() => {
    if (!admin) return;
    let current = true;
    (loaded ? Promise.resolve(loaded) : loadEditing())
      .then(async (module) => {
        await module.startDraft();
        return module;
      })
      .then(
        (module) => current && setEditing(module),
        () => current && setFailed(true),
      );
    return () => {
      current = false;
      setEditing(null);
      setFailed(false);
      setDraftContent(null);
    };
  }, [admin]);
  const active = admin && draft ? editing : null;
  const shown = active && draft ? draft : live;
  return (
    <>
      <HideDockContext.Provider value={setDockHidden}>
        <ShownContentContext.Provider value={shown}>
          <EditingRuntimeContext.Provider value={active?.runtime ?? null}>
            {children}
          </EditingRuntimeContext.Provider>
        </ShownContentContext.Provider>
      </HideDockContext.Provider>
      {/* Drawn only in the browser, once the owner's session is confirmed: never in the HTML. */}
      {owner && !dockHidden && (
        <EditingDock admin={admin} failed={admin && failed && !active} editing={active} onLive={setLive} />
      )}
    </>
  );
}

interface EditingDockProps {
  admin: boolean;
  failed: boolean;
  editing: EditingModule | null;
  onLive(content: EditableContent): void;
}

type DockMessage = { kind: 'done' | 'problem'; text: string } | null;

/**
 * Bottom left: the Admin/Publish button and the panel's toggle, with the tools panel above them.
 * Admin turns admin mode on; Publish makes the draft live for every visitor and turns it off.
 */
function EditingDock({ admin, failed, editing, onLive }: EditingDockProps) {
  const { t } = useTranslation('editing');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<DockMessage>(null);
  // "Published" goes after a while; a problem stays until the next press.
  useEffect(() => {
    if (message?.kind !== 'done') return;
    const timer = setTimeout(() => setMessage(null), 10_000);
    return () => clearTimeout(timer);
  }, [message]);

  const press = async () => {
    setMessage(null);
    if (!admin) {
      setAdminMode(true);
      return;
    }
    // The chunk did not load (or the draft did not): nothing to publish, leave admin mode.
    if (!editing) {
      setAdminMode(false);
      return;
    }
    setBusy(true);
    try {
      const outcome = await editing.publish();
      onLive(outcome.content);
      setAdminMode(false);
      setMessage({
        kind: 'done',
        text: outcome.unchanged ? t('mode.unchanged') : t('mode.published', { version: outcome.version }),
      });
    } catch (error) {
      setMessage({ kind: 'problem', text: t('mode.publishFailed', { message: (error as Error).message }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      position="fixed"
      left={{ base: '3', md: '4' }}
      bottom={{ base: '3', md: '4' }}
      zIndex="overlay"
      display="flex"
      // Drawn bottom up: the buttons come first in the document, so Tab goes from the panel's
      // toggle straight into the panel shown above it.
      flexDirection="column-reverse"
      alignItems="flex-start"
      gap="2"
      maxW="calc(100vw - 1.5rem)"
    >
      <Flex gap="2" align="center">
        <chakra.button
          type="button"
          onClick={() => void press()}
          disabled={busy}
          px="4"
          h="9"
          rounded="full"
          bg={admin ? 'accent.600' : 'brand.950'}
          color="white"
          // Readable on the dark bands as well as on the white ones.
          borderWidth="2px"
          borderColor="white"
          fontSize="sm"
          fontWeight="semibold"
          boxShadow="0 4px 14px rgba(23, 30, 84, 0.3)"
          cursor="pointer"
          // Darker on hover, never lighter: white text keeps its contrast.
          _hover={{ bg: admin ? 'accent.700' : 'brand.800' }}
          _disabled={{ opacity: 0.85, cursor: 'wait' }}
          _focusVisible={{ outline: '3px solid', outlineColor: 'accent.400', outlineOffset: '2px' }}
        >
          {t(busy ? 'mode.publishing' : admin ? 'mode.publish' : 'mode.admin')}
        </chakra.button>
        {editing && <editing.PanelToggle />}
      </Flex>
      {/* Always in the page, so that a screen reader hears what publishing did. */}
      <Box
        role={message?.kind === 'problem' ? 'alert' : 'status'}
        hidden={!message}
        {...noticeStyle}
        color={message?.kind === 'problem' ? 'red.700' : 'green.800'}
        fontWeight="semibold"
      >
        {message?.text}
      </Box>
      {failed && (
        <Box role="alert" {...noticeStyle} color="red.700">
          {t('mode.loadFailed')}
        </Box>
      )}
      {editing && (
        <editing.Panel
          onLive={onLive}
          onLeave={() => {
            setMessage(null);
            setAdminMode(false);
          }}
        />
      )}
    </Box>
  );
}
