import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from '../../components/toaster';

/** Around every route: the page, the toast area, scroll restoration. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
