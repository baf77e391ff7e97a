import type { EmotionCache } from '@emotion/cache';

/**
 * A prerendered page carries every style it uses in its <head> (src/prerender-entry.tsx). Those
 * <style> tags are marked with this attribute instead of Emotion's `data-emotion`: Emotion would
 * otherwise adopt them by moving each tag within the <head>, and every move makes the browser
 * restyle the whole page, tens of milliseconds on a phone while it is busy hydrating. The
 * tags stay where they are; the browser's Emotion cache is only told which styles they hold.
 */
export const prerenderedStyleAttribute = 'data-prerendered';

/** `data-emotion="ck a b"` → `data-prerendered="ck a b"`, for the prerenderer. */
export function markPrerenderedStyles(styleTags: string): string {
  return styleTags.replaceAll('<style data-emotion=', `<style ${prerenderedStyleAttribute}=`);
}

function prerenderedTags(): HTMLStyleElement[] {
  if (typeof document === 'undefined') return [];
  return [...document.querySelectorAll<HTMLStyleElement>(`style[${prerenderedStyleAttribute}]`)];
}

/** True on a prerendered page (its styles are in the <head> already). */
export function hasPrerenderedStyles(): boolean {
  return prerenderedTags().length > 0;
}

/**
 * Records the prerendered component styles ("ck name1 name2 …") as inserted, so Emotion does
 * not insert them a second time while hydrating: what adopting the tags did, without the moves.
 */
export function adoptPrerenderedStyles(cache: EmotionCache): void {
  for (const tag of prerenderedTags()) {
    const [key, ...names] = (tag.getAttribute(prerenderedStyleAttribute) ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const name of names) cache.inserted[name] = true;
  }
}
