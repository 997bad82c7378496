import type { ComponentType } from 'react';
import { Outlet, useParams, useRoutes, type RouteObject } from 'react-router';
import { retryableLazy } from '../components/load-boundary';
import { drinkNameFromParam, paths, routePersonas } from '../config/paths';
import { AppLayout } from './layout/app-layout';
import { RootLayout } from './layout/root-layout';
import { RequireAuth, RequirePersona } from './routes/guards';
import { LoginRoute } from './routes/login-route';
import { NotFoundPage } from './routes/not-found';
import { PersonaHome } from './routes/persona-home';
import { PersonaRoute } from './routes/persona-route';
import { RouteErrorBoundary } from './routes/route-error';

const relative = (path: string) => path.replace(/^\//, '');

/**
 * A page downloaded when first opened: the shell's Suspense (app-layout.tsx) shows a spinner meanwhile, and a
 * failed download reaches the route's error page.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = retryableLazy(load);
  return <Page />;
}

/** The signed-in pages (docs/spec.md §2). Feature views are lazy: each persona downloads only what it opens. */
const shellRoutes: RouteObject[] = [
  { index: true, element: <PersonaHome /> },
  { path: relative(paths.persona.path), element: <PersonaRoute /> },
  { path: relative(paths.drinks.path), element: <PersonaHome /> },
  {
    path: relative(paths.drink.path),
    element: lazyPage(async () => {
      const { DrinkDetail } = await import('../features/menu/drink-detail');
      return {
        default: function DrinkDetailRoute() {
          const { name } = useParams();
          return <DrinkDetail name={drinkNameFromParam(name)} />;
        },
      };
    }),
  },
  { path: relative(paths.search.path), element: <PersonaHome /> },
  // The same element as the menu's own addresses (see PersonaHome): the search box moves between them.
  { path: relative(paths.searchQuery.path), element: <PersonaHome /> },
  {
    path: relative(paths.manageInventory.path),
    element: <RequirePersona allowed={routePersonas.manageInventory} />,
    children: [{ index: true, element: lazyPage(async () => ({ default: (await import('../features/manager/inventory-page')).InventoryPage })) }],
  },
  {
    path: relative(paths.manageRecipes.path),
    element: <RequirePersona allowed={routePersonas.manageRecipes} />,
    children: [{ index: true, element: lazyPage(async () => ({ default: (await import('../features/manager/recipes-page')).RecipesPage })) }],
  },
  {
    path: relative(paths.manageReports.path),
    element: <RequirePersona allowed={routePersonas.manageReports} />,
    children: [{ index: true, element: lazyPage(async () => ({ default: (await import('../features/manager/reports/reports-page')).ReportsPage })) }],
  },
  {
    path: relative(paths.manageOrders.path),
    element: <RequirePersona allowed={routePersonas.manageOrders} />,
    children: [{ index: true, element: <PersonaHome /> }],
  },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The route table, matched by `useRoutes` under the app's BrowserRouter (a MemoryRouter in tests). Declarative
 * routing: the app has no loaders or actions, and React Router's data router would add 17 KB (gzip) to every
 * first download. A render error, or a page that failed to download, shows the route error page.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      { path: paths.login.path, element: <LoginRoute /> },
      {
        // Everything but /login needs a signed-in user.
        element: <RequireAuth />,
        children: [
          {
            // The signed-in shell comes with the first download (its menus load on first use): most visitors go
            // on to the drinks menu, and a lazy shell would add a round trip before it on a slow connection.
            element: <AppLayout />,
            children: [
              {
                // Errors inside the shell keep the header and footer around the error page.
                element: (
                  <RouteErrorBoundary embedded>
                    <Outlet />
                  </RouteErrorBoundary>
                ),
                children: shellRoutes,
              },
            ],
          },
        ],
      },
    ],
  },
];

/** The app's pages for the current address. */
export function AppRoutes() {
  return useRoutes(routes);
}
