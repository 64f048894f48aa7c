import type { ReactNode } from 'react';

export const QUERY_STATE_ELEMENT = 'query-state';

/**
 * The whole page, rendered on the server and hydrated in the browser. The server adds the head
 * and the data blocks (server-document.tsx); React leaves those elements alone while hydrating,
 * since head and body tolerate elements the browser's render does not name. So the browser's
 * bundle carries none of it.
 */
export function Document({
  children,
  head,
  data,
}: {
  children: ReactNode;
  head?: ReactNode;
  data?: ReactNode;
}) {
  return (
    <html lang="de">
      <head>{head}</head>
      <body>
        <div id="root">{children}</div>
        {data}
      </body>
    </html>
  );
}
