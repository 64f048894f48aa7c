/**
 * React runs the effects of a render before it handles the next input; Preact runs them after the
 * next frame. Code written for React counts on it: TanStack Query's `useMutation` takes a
 * render's `mutationFn` in an effect, so a login sent in the frame after its fields were filled
 * (a password manager, the starter's replay of early taps) would send the fields as they were
 * before. Preact's effects are kept as it schedules them, and run first when an event comes.
 */
import { options } from 'preact';
import 'preact/hooks';

// Preact's own wait for a tab that paints no frame
const NO_FRAME_AFTER_MS = 35;

let pending: (() => void) | null = null;
function runPending() {
  const flush = pending;
  pending = null;
  flush?.();
}

options.requestAnimationFrame = (flush: () => void) => {
  pending = flush;
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(runPending);
  };
  const timeout = setTimeout(done, NO_FRAME_AFTER_MS);
  const frame = requestAnimationFrame(done);
};

const nextEventHook = options.event;
options.event = (event: Event) => {
  runPending();
  return nextEventHook ? nextEventHook(event) : event;
};
