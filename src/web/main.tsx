import { QueryClient } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter, RouterProvider } from 'react-router';
import { hydratePage } from './api/page-state';
import './preact';
import { HydratedMark, PAGE_STATE_ELEMENT, type PageState, ROOT_ELEMENT } from './document';
import { routes } from './routes';
import { QUERY_DEFAULTS, ShopApp } from './shop-app';
import { readShopConfig } from './shop-config';
import './styles/shop.scss';

/**
 * The router loads a lazy page the server rendered as its first navigation; hydrating before that
 * is done would render the router's fallback and throw the server's HTML away.
 */
const pageLoaded = (router: DataRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

// Hydrating in a task of its own: evaluating the app's code and hydrating the page were one task
// of ~0.3 s on a phone (4× slowed CPU), the longest of a first visit.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
const { queries, loaderData } = JSON.parse(
  document.getElementById(PAGE_STATE_ELEMENT)?.textContent ?? '',
) as PageState;
hydratePage(queryClient, queries);

const router = createBrowserRouter(routes, {
  // what the server's loaders answered: the router does not run them again while hydrating
  hydrationData: { loaderData },
});
// a promise chain, not top-level await: that would split the entry into many smaller chunks
void pageLoaded(router)
  .then(nextTask)
  .then(() => {
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
