import { Box, chakra, Flex } from '@chakra-ui/react';
import { createContext, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { EditingRuntimeContext, type EditingRuntime } from '../../components/editable-text.tsx';
import { Island } from '../../components/island.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { setAdminMode, useAdminMode } from './admin-mode.ts';

/** What the lazy chunk hands over: the editable-text renderer, the toggles and the tools panel. */
export interface EditingModule {
  runtime: EditingRuntime;
  Panel: ComponentType;
  PanelToggle: ComponentType;
}

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

/**
 * The only part of the owner's editing mode in the main bundle: the admin-mode flag, the
 * floating Admin/Publish button, and the place the editing chunk plugs into once admin mode is
 * on. A visitor who never presses the button never downloads the editor.
 */
export function ContentEditingHost({ children }: { children: ReactNode }) {
  const admin = useAdminMode();
  const [editing, setEditing] = useState(loaded);
  const [failed, setFailed] = useState(false);
  const [dockHidden, setDockHidden] = useState(false);
  useEffect(() => {
    if (!admin || editing) return;
    let current = true;
    loadEditing().then(
      (module) => current && setEditing(module),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [admin, editing]);
  const active = admin ? editing : null;
  return (
    <>
      <HideDockContext.Provider value={setDockHidden}>
        <EditingRuntimeContext.Provider value={active?.runtime ?? null}>
          {children}
        </EditingRuntimeContext.Provider>
      </HideDockContext.Provider>
      {/* Its own boundary (an island): the button's texts arriving never holds the page back,
          and the page counts as live once the button answers. */}
      {!dockHidden && (
        <Island>
          <EditingDock admin={admin} failed={admin && failed && !editing} editing={active} />
        </Island>
      )}
    </>
  );
}

interface EditingDockProps {
  admin: boolean;
  failed: boolean;
  editing: EditingModule | null;
}

/** Bottom left: the Admin/Publish button and the panel's toggle, with the tools panel above them. */
function EditingDock({ admin, failed, editing }: EditingDockProps) {
  const { t } = useTranslation('editing');
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
          onClick={() => setAdminMode(!admin)}
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
          _hover={{ bg: admin ? 'accent.500' : 'brand.800' }}
          _focusVisible={{ outline: '3px solid', outlineColor: 'accent.400', outlineOffset: '2px' }}
        >
          {t(admin ? 'mode.publish' : 'mode.admin')}
        </chakra.button>
        {editing && <editing.PanelToggle />}
      </Flex>
      {failed && (
        <Box
          role="alert"
          bg="white"
          color="red.700"
          p="3"
          rounded="md"
          boxShadow="lg"
          fontSize="sm"
          maxW="xs"
        >
          {t('mode.loadFailed')}
        </Box>
      )}
      {editing && <editing.Panel />}
    </Box>
  );
}
