import { QueryClient } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { hydratePage } from './api/page-state';
import './preact';
import {
  HydratedMark,
  PAGE_STATE_ELEMENT,
  type PageState,
  ROOT_ELEMENT,
  TAKING_OVER_EVENT,
} from './document';
import { isMissingAppFile, mayReloadForRelease, reloadForRelease } from './layout/new-release';
import { routes } from './routes';
import { QUERY_DEFAULTS, ShopApp } from './shop-app';
import { readShopConfig } from './shop-config';
import './styles/shop.scss';

// A lazy page the server rendered must be loaded before the router is made: a router that
// loads it as its first navigation would render its fallback when hydrated before that, and once
// done scrolls to the top (there is no saved position yet), where the browser had restored one.
async function loadRenderedPage(): Promise<void> {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy);
  await Promise.all(
    (lazyMatches ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

// Hydrating in a task of its own: evaluating the app's code and hydrating the page were one task
// of ~0.3 s on a phone (4× slowed CPU), the longest of a first visit.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
const { queries, loaderData } = JSON.parse(
  document.getElementById(PAGE_STATE_ELEMENT)?.textContent ?? '',
) as PageState;
hydratePage(queryClient, queries);

// a promise chain, not top-level await: that would split the entry into many smaller chunks
void loadRenderedPage()
  .then(nextTask)
  .then(() => {
    const router = createBrowserRouter(routes, {
      // what the server's loaders answered: the router does not run them again while hydrating
      hydrationData: { loaderData },
    });
    dispatchEvent(new Event(TAKING_OVER_EVENT));
    // the app's own element, not the document: Preact takes over what a container holds, and the
    // server's head and data blocks are not the app's
    hydrateRoot(
      document.getElementById(ROOT_ELEMENT) as HTMLElement,
      <ShopApp queryClient={queryClient} config={readShopConfig()}>
        <RouterProvider router={router} />
        <HydratedMark />
      </ShopApp>,
    );
  })
  .catch((error: unknown) => {
    // the page came from the release before, and the new release's page has scripts that load;
    // any other failure leaves the server's page as it is
    if (!(isMissingAppFile(error) && mayReloadForRelease() && reloadForRelease())) throw error;
  });
