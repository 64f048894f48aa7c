/**
 * A page names its title, description and canonical link where it is rendered (`<title>`,
 * `<meta>`, `<link>` in the page's own elements). On the server React 19 hoists them into the
 * head. In the browser Preact would put them where they stand, into the page's body, where the
 * tab's title does not come from: there a page's title becomes `document.title`, and its meta
 * data, read by crawlers and link previews from the server's head only, is left out.
 */
import { options, type VNode } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

function DocumentTitle({ children }: { children?: unknown }) {
  const title = [children].flat().join('');
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

const headOnly = () => null;

const nextVNodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  if (vnode.type === 'title') vnode.type = DocumentTitle;
  else if (vnode.type === 'meta' || vnode.type === 'link') vnode.type = headOnly;
  nextVNodeHook?.(vnode);
};
