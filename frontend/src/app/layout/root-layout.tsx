import { Outlet } from 'react-router';
import { Toaster } from '../../components/toaster';
import { ScrollRestoration } from './scroll-restoration';

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
