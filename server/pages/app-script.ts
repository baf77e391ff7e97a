/**
 * The script of a prerendered page: the small inline loader that replaces Parcel's
 * `<script type=module>` (scripts/prerender.ts puts it at the end of <body>).
 */

/** The name src/main.tsx reads (`window.clicksBeforeLive`). */
const clicksBeforeLive = 'clicksBeforeLive';

/**
 * The page is complete HTML; its script only makes it live. It is fetched once the browser has
 * shown the page's first contentful paint, so the page's own bytes and first paint never share
 * the line with it. A page opened in a background tab, which paints nothing, starts at once; a
 * browser that reports no paint starts after a second.
 *
 * A button pressed before then (the chat, a menu, Admin, the order-status lookup) is not lost:
 * the last one is noted here, its default held back (a form is not sent as a plain GET, with
 * the visitor's e-mail in the address), and it is pressed again once React listens
 * (src/main.tsx, `clicksBeforeLive`).
 */
export function startAfterFirstPaint(src: string): string {
  const start =
    `if(started)return;started=1;var s=document.createElement('script');s.type='module';` +
    `s.src=${JSON.stringify(src)};document.head.appendChild(s)`;
  const noteClicks =
    `var pressed=null;function note(e){var b=e.target&&e.target.closest&&e.target.closest('button');if(b){pressed=b;e.preventDefault()}}` +
    `document.addEventListener('click',note,true);` +
    `window.${clicksBeforeLive}={stop:function(){document.removeEventListener('click',note,true);return pressed}};`;
  return (
    `<script>(function(){var started;function start(){${start}}${noteClicks}` +
    `if(document.visibilityState==='hidden')return start();setTimeout(start,1000);` +
    `try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)start()})` +
    `.observe({type:'paint',buffered:true})}catch(e){}})()</script>`
  );
}
