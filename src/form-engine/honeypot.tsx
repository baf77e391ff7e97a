import { chakra } from '@chakra-ui/react';
import type { Ref } from 'react';

/** Not in any form file: the runner adds it to every form, and the server refuses it filled in. */
export const honeypotName = 'website_url';
/** Milliseconds since the form first showed, sent with every request (the intake's spam rules). */
export const elapsedName = '_elapsed_ms';
/** The page's language ('en' or 'es'), sent with every request: the visitor's e-mails use it. */
export const languageName = '_lang';
/** The version of the form the page drew (docs/architecture.md "Form versions"). */
export const formVersionName = '_form_version';

/**
 * A text field people never see or reach (off screen, hidden from screen readers, out of the tab
 * order) but form-filling bots do; a filled one is sent, and the server turns the request away.
 * It has no label on purpose: nothing here is for people, so there is no text to translate.
 */
export function Honeypot({ id, inputRef }: { id: string; inputRef: Ref<HTMLInputElement> }) {
  return (
    <chakra.div
      aria-hidden="true"
      position="absolute"
      left="-10000px"
      top="auto"
      width="1px"
      height="1px"
      overflow="hidden"
    >
      <input
        id={id}
        name={honeypotName}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        ref={inputRef}
        defaultValue=""
      />
    </chakra.div>
  );
}
