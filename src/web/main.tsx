import { QueryClient } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { hydratePage } from './api/page-state';
import './preact';
import { HydratedMark, PAGE_STATE_ELEMENT, type PageState, ROOT_ELEMENT } from './document';
import { routes } from './routes';
import { QUERY_DEFAULTS, ShopApp } from './shop-app';
import { readShopConfig } from './shop-config';
import './styles/shop.scss';

// A lazy page the server rendered must be loaded before hydrating: otherwise the router would
// start with its loading fallback and throw the server's HTML away.
async function loadRenderedPage(): Promise<void> {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy);
  await Promise.all(
    (lazyMatches ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
const { queries, loaderData } = JSON.parse(
  document.getElementById(PAGE_STATE_ELEMENT)?.textContent ?? '',
) as PageState;
hydratePage(queryClient, queries);

// a promise chain, not top-level await: that would split the entry into many smaller chunks
void loadRenderedPage().then(() => {
  const router = createBrowserRouter(routes, {
    // what the server's loaders answered: the router does not run them again while hydrating
    hydrationData: { loaderData },
  });
  // the app's own element, not the document: Preact takes over what a container holds, and the
  // server's head and data blocks are not the app's
  hydrateRoot(
    document.getElementById(ROOT_ELEMENT) as HTMLElement,
    <ShopApp queryClient={queryClient} config={readShopConfig()}>
      <RouterProvider router={router} />
      <HydratedMark />
    </ShopApp>,
  );
});
