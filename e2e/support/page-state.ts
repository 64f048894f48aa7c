import { PAGE_STATE_ELEMENT } from '../../src/web/document';

// The page's data as the server hands it to the browser (src/web/api/page-state.ts), read from
// the page's HTML by the tests and the journey benchmark.

const PAGE_STATE = new RegExp(
  `(<script type="application/json" id="${PAGE_STATE_ELEMENT}">)(.*?)(</script>)`,
  's',
);

interface SentState {
  queries?: { queries?: { queryKey: unknown[]; state: { dataUpdatedAt: number } }[] };
}

const sentState = (html: string): SentState => JSON.parse(PAGE_STATE.exec(html)?.[2] ?? '{}');

/**
 * When the server read each query's data a page came with (`dataUpdatedAt`), by query key as
 * JSON: the browser counts the data's age from then.
 */
export function pageDataReadAt(html: string): Map<string, number> {
  return new Map(
    (sentState(html).queries?.queries ?? []).map((query) => [
      JSON.stringify(query.queryKey),
      query.state.dataUpdatedAt,
    ]),
  );
}

/** The page with the data of `queryKey` read at `readAt` instead. */
export function withPageDataReadAt(html: string, queryKey: unknown[], readAt: number): string {
  const state = sentState(html);
  for (const query of state.queries?.queries ?? [])
    if (JSON.stringify(query.queryKey) === JSON.stringify(queryKey))
      query.state.dataUpdatedAt = readAt;
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return html.replace(
    PAGE_STATE,
    (_, open: string, _old: string, close: string) => open + json + close,
  );
}
