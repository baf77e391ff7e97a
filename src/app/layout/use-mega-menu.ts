import { useCallback, useEffect, useRef, useState } from 'react';
import type { ServiceGroup } from '../../../catalog/menus.ts';

/** A short pause before hover opens, so sweeping the pointer across the bar opens nothing. */
const hoverOpenDelayMs = 80;
/** Time to travel from the trigger into the panel (or back) without the menu closing. */
const hoverCloseDelayMs = 250;

interface OpenState {
  group: ServiceGroup;
  /** Opened by hover: leaving closes it; a click then pins it open instead of closing it. */
  byHover: boolean;
  /** The page it was opened on: a route change closes every menu without an effect. */
  path: string;
}

export interface MegaMenuControls {
  openGroup: ServiceGroup | null;
  hoverEnter(group: ServiceGroup): void;
  hoverLeave(): void;
  toggle(group: ServiceGroup): void;
  close(): void;
}

/** One mega-menu open at a time, opened by hover (desktop pointer) or by its trigger button. */
export function useMegaMenu(pathname: string): MegaMenuControls {
  const [state, setState] = useState<OpenState | null>(null);
  const current = state && state.path === pathname ? state : null;
  const currentRef = useRef(current);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    currentRef.current = current;
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const clearTimer = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  };

  const hoverEnter = useCallback(
    (group: ServiceGroup) => {
      clearTimer();
      const open = currentRef.current;
      if (open?.group === group) return;
      const show = () => setState({ group, byHover: true, path: pathname });
      // Moving from one open menu to the next switches at once, as in a desktop menu bar.
      if (open) show();
      else timer.current = window.setTimeout(show, hoverOpenDelayMs);
    },
    [pathname],
  );

  const hoverLeave = useCallback(() => {
    clearTimer();
    if (!currentRef.current?.byHover) return;
    timer.current = window.setTimeout(() => setState(null), hoverCloseDelayMs);
  }, []);

  const toggle = useCallback(
    (group: ServiceGroup) => {
      clearTimer();
      const open = currentRef.current;
      if (open?.group === group && !open.byHover) setState(null);
      else setState({ group, byHover: false, path: pathname });
    },
    [pathname],
  );

  const close = useCallback(() => {
    clearTimer();
    setState(null);
  }, []);

  return { openGroup: current?.group ?? null, hoverEnter, hoverLeave, toggle, close };
}
