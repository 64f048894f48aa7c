import type { ComponentProps, FormEvent, MouseEvent } from 'react';

// The demo's links and forms only look real (docs/shop/demo-site.md#inert-links-and-forms).

const stay = (event: MouseEvent | FormEvent) => event.preventDefault();

/** A link that goes nowhere: placeholder navigation in headers, cards and lists. */
export function InertLink(props: Omit<ComponentProps<'a'>, 'href' | 'onClick'>) {
  // biome-ignore lint/a11y/useValidAnchor: it stands for a link of a real site and stays one to screen readers, but goes nowhere (docs/shop/demo-site.md#inert-links-and-forms)
  return <a href="#top" onClick={stay} {...props} />;
}

/** A form without validation or sending; its buttons may be `type="submit"`. */
export function InertForm(props: Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'>) {
  return <form noValidate onSubmit={stay} {...props} />;
}
