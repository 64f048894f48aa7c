import { detectIncognito } from 'detectincognitojs';

// The detector tells Chromium's private windows by timing a second of IndexedDB writes: on the
// page's main thread that cost ~300 ms of script between taps on a fast machine, a phone four
// times as much. Here it runs beside the page; IndexedDB and the storage API the other browsers'
// checks use are the same in a worker.
// the page counts the detection's time from here (private-window.ts)
postMessage('started');
detectIncognito().then(
  (result) => {
    postMessage(result.isPrivate);
    // the detector deletes its scratch database without waiting; give the browser time to do it
    setTimeout(() => close(), 1000);
  },
  () => {
    postMessage(false);
    close();
  },
);
