import { createBrowserRouter, useParams, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { drinkNameFromParam, paths, routePersonas, searchTermFromParam } from '../config/paths';
import { DrinkMenu } from '../features/menu/drink-menu';
import { AppLayout } from './layout/app-layout';
import { RootLayout } from './layout/root-layout';
import { RequireAuth, RequirePersona } from './routes/guards';
import { LoginRoute } from './routes/login-route';
import { NotFoundPage } from './routes/not-found';
import { PersonaHome } from './routes/persona-home';
import { PersonaRoute } from './routes/persona-route';
import { RouteErrorPage } from './routes/route-error';

const relative = (path: string) => path.replace(/^\//, '');

/** The signed-in pages (spec section 2). Feature views are lazy: each persona downloads only what it opens. */
const shellRoutes: RouteObject[] = [
  { index: true, element: <PersonaHome /> },
  { path: relative(paths.persona.path), Component: PersonaRoute },
  { path: relative(paths.drinks.path), element: <PersonaHome /> },
  {
    path: relative(paths.drink.path),
    lazy: async () => {
      const { DrinkDetail } = await import('../features/menu/drink-detail');
      return {
        Component: function DrinkDetailRoute() {
          const { name } = useParams();
          return <DrinkDetail name={drinkNameFromParam(name)} />;
        },
      };
    },
  },
  { path: relative(paths.search.path), element: <PersonaHome /> },
  {
    path: relative(paths.searchQuery.path),
    Component: function SearchRoute() {
      const { query } = useParams();
      return <DrinkMenu initialSearch={searchTermFromParam(query)} />;
    },
  },
  {
    path: relative(paths.manageInventory.path),
    element: <RequirePersona allowed={routePersonas.manageInventory} />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/manager/inventory-page')).InventoryPage }) },
    ],
  },
  {
    path: relative(paths.manageRecipes.path),
    element: <RequirePersona allowed={routePersonas.manageRecipes} />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('../features/manager/recipes-page')).RecipesPage }) },
    ],
  },
  {
    path: relative(paths.manageOrders.path),
    element: <RequirePersona allowed={routePersonas.manageOrders} />,
    children: [{ index: true, element: <PersonaHome /> }],
  },
  { path: '*', Component: NotFoundPage },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingScreen fullPage />,
    children: [
      { path: paths.login.path, Component: LoginRoute },
      {
        // Everything but /login needs a signed-in user.
        Component: RequireAuth,
        children: [
          {
            // The signed-in shell comes with the first download (its menus load on first use): most visitors go
            // on to the drinks menu, and a lazy shell would add a round trip before it on a slow connection.
            Component: AppLayout,
            // Errors inside the shell keep the header and footer around the error page.
            children: [{ errorElement: <RouteErrorPage embedded />, children: shellRoutes }],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
