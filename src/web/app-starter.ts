/**
 * The one script a server-rendered page names: it starts the app's scripts once the page's first
 * paint is on screen and its largest image (the one with fetchpriority=high) has come. On a slow
 * line the browser would otherwise share the bandwidth between the app's 100 KB and that image,
 * and the image, which is what a visitor waits for, would come later.
 */
import { APP_SCRIPTS_ELEMENT, type AppScripts } from './app-scripts';

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

setTimeout(start, LONGEST_WAIT_MS);
// the first contentful paint as shown on screen (reported after it was presented)
new PerformanceObserver((entries, observer) => {
  if (!entries.getEntriesByName('first-contentful-paint').length) return;
  observer.disconnect();
  startOnceTheImageIsShown();
}).observe({ type: 'paint', buffered: true });
