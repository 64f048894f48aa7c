/**
 * The one script a server-rendered page names: it starts the app's scripts once the page's first
 * paint is on screen and its largest image (the one with fetchpriority=high) has come. On a slow
 * line the browser would otherwise share the bandwidth between the app's 60 KB and that image,
 * and the image, which is what a visitor waits for, would come later.
 */
import { APP_SCRIPTS_ELEMENT, type AppScripts } from './app-scripts';
import type { HYDRATED_ATTRIBUTE, TAKING_OVER_EVENT } from './document';

// a hero image that hangs, or a hidden tab that paints nothing, must not keep the app waiting
const LONGEST_WAIT_MS = 3000;

let started = false;
function start() {
  if (started) return;
  started = true;
  const { entry, preloads } = JSON.parse(
    document.getElementById(APP_SCRIPTS_ELEMENT)?.textContent ?? '',
  ) as AppScripts;
  for (const href of preloads)
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'modulepreload', href }),
    );
  document.body.append(
    Object.assign(document.createElement('script'), { type: 'module', src: entry }),
  );
}

function startOnceTheImageIsShown() {
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  // decoded with the frame (decoding=sync): an image that had come is on screen now
  if (!hero || hero.complete) start();
  else {
    // a task queued in a frame callback runs once that frame is painted
    hero.addEventListener('load', () => requestAnimationFrame(() => setTimeout(start)));
    hero.addEventListener('error', start);
  }
}

/**
 * A tap before the app has the page would be lost: a button does nothing yet ("In den Warenkorb"
 * gone unnoticed), and a form would be sent by the browser itself — a GET to the same page with
 * every field (names, e-mail, phone) in the address and the server's logs. So until the app runs,
 * the starter holds each button's click and each form's submit, starts the app at once, and hands
 * them to the app in order once it has taken the page over, after telling it what was typed
 * meanwhile (readEarlyInput). Links and fields keep their own behaviour: a link works as a
 * plain link. Held in the capture phase on `window`, before the listeners the app puts on its
 * elements while hydrating.
 */
// the literal, checked against the app's: importing the value would put the app's chunk before
// this one
const HYDRATED: typeof HYDRATED_ATTRIBUTE = 'data-hydrated';
const TAKING_OVER: typeof TAKING_OVER_EVENT = 'taking-over';
const held: (HTMLElement | HTMLFormElement)[] = [];
// a field changed and changed back still counts: the app may restore something else (the tab's
// delivery choice) where the visitor chose the server's default again (readEarlyInput)
const changed = new Set<EventTarget | null>();
function hold(event: Event) {
  changed.add(event.target);
  const target =
    event.target instanceof HTMLFormElement
      ? event.target
      : (event.target as Element).closest?.('button');
  if (!target) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(target);
  start();
}
const INPUTS = ['click', 'submit', 'change'] as const;
for (const type of INPUTS) addEventListener(type, hold, true);
// one tap per task, as a visitor's taps come: each sees what the one before it rendered
function replay() {
  const target = held.shift();
  if (!target) return;
  if (target.isConnected)
    target instanceof HTMLFormElement ? target.requestSubmit() : target.click();
  setTimeout(replay);
}
/**
 * Text typed, a box ticked or an option chosen while the page was still the server's (a password
 * manager filling the login at once, a quick hand on a slow phone): the app leaves it on screen
 * when it takes the page over, but its state does not know it, so the next render would wipe it
 * and a held submit would send the empty state. Read as the app starts taking the page over, and
 * told to the app as the events it missed right after, once its listeners are on: `input` for
 * what is typed, `change` for boxes and choices, as Preact's React layer listens for them. The
 * first such event runs the app's first effects (preact/effects-before-events.ts), so a choice the
 * app restores from the tab comes before what the visitor chose here.
 */
function readEarlyInput() {
  return [
    ...document.querySelectorAll<HTMLInputElement>(
      'input:not([type=file],[type=hidden]),textarea,select',
    ),
  ].flatMap((field) => {
    const box = field.type === 'checkbox' || field.type === 'radio';
    const key = box ? 'checked' : 'value';
    const options = (field as unknown as HTMLSelectElement).options;
    const rendered = box
      ? field.defaultChecked
      : options
        ? ([...options].find((option) => option.defaultSelected) ?? options[0])?.value
        : field.defaultValue;
    const now = field[key];
    // of a radio group, the one now chosen: the group follows it
    return (now === rendered && !changed.has(field)) || (field.type === 'radio' && !now)
      ? []
      : [[field, key, now, box || options !== undefined] as const];
  });
}
addEventListener(TAKING_OVER, () => {
  const early = readEarlyInput();
  // the app takes the page over in the same task, right after this event
  queueMicrotask(() => {
    for (const [field, key, now, chosen] of early) {
      (field as unknown as Record<string, unknown>)[key] = now;
      field.dispatchEvent(new Event(chosen ? 'change' : 'input', { bubbles: true }));
    }
  });
});
new MutationObserver((_, observer) => {
  observer.disconnect();
  for (const type of INPUTS) removeEventListener(type, hold, true);
  // a task later: the app renders what it was told in a microtask, and a held submit must see it
  setTimeout(replay);
}).observe(document.documentElement, { attributeFilter: [HYDRATED] });
// whatever the visitor does first (a key, a pointer on a field) starts the app at once as well
for (const type of ['keydown', 'pointerdown'])
  addEventListener(type, start, { capture: true, once: true, passive: true });

setTimeout(start, LONGEST_WAIT_MS);
// the first contentful paint as shown on screen (reported after it was presented)
new PerformanceObserver((entries, observer) => {
  if (!entries.getEntriesByName('first-contentful-paint').length) return;
  observer.disconnect();
  startOnceTheImageIsShown();
}).observe({ type: 'paint', buffered: true });
