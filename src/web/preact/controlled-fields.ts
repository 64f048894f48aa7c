/**
 * React puts a controlled field back to its state after every input, also when the state did not
 * change: "99" typed into a quantity held at the stock of 2 shows 2 again. Preact renders only
 * what changed, so there the "99" would stay on screen while the cart takes 2. Each controlled
 * field's rendered value is kept here and put back once the input's render is done.
 */
import { options, type VNode } from 'preact';

type Rendered = { key: 'value' | 'checked'; value: unknown };
type FieldRef = ((element: Element | null) => void) | { current: Element | null } | null;

const FIELDS = new Set(['input', 'textarea', 'select']);
const rendered = new WeakMap<EventTarget, Rendered>();

const nextVNodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as Record<string, unknown>;
  if (typeof vnode.type === 'string' && FIELDS.has(vnode.type)) {
    const key = props.checked != null ? 'checked' : props.value != null ? 'value' : null;
    if (key) {
      const value = props[key];
      // an element's ref is the vnode's, not a prop
      const ref = vnode.ref as FieldRef | undefined;
      vnode.ref = (element: Element | null) => {
        if (element) rendered.set(element, { key, value });
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      };
    }
  }
  nextVNodeHook?.(vnode);
};

// the event Preact's React layer hears a field's onChange by: a box's or a choice's `change`
// (which comes after the box's `input`), what is typed on each `input`
const heardOn = (field: HTMLInputElement) =>
  field.type === 'checkbox' || field.type === 'radio' || field.localName === 'select'
    ? 'change'
    : 'input';

function restore(field: EventTarget | null, type: string) {
  const last = field && rendered.get(field);
  if (!last || heardOn(field as HTMLInputElement) !== type) return;
  const element = field as HTMLInputElement;
  const wanted = last.key === 'value' ? String(last.value) : last.value;
  if (element[last.key] !== wanted) Object.assign(element, { [last.key]: wanted });
}

// on the document, so after the field's own handler; a microtask, so after the render it queued
for (const type of ['input', 'change'])
  document.addEventListener(type, (event) => queueMicrotask(() => restore(event.target, type)));
