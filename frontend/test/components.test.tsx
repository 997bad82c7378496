import { Suspense } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, FluentProvider, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { Link, MemoryRouter, Outlet, Route, Routes, UNSAFE_ErrorResponseImpl } from 'react-router';
import { RouteErrorBoundary, describeRouteError } from '../src/app/routes/route-error';
import { DeferredMenu, type DeferredMenuModule } from '../src/components/deferred-menu';
import { FatalErrorBoundary } from '../src/components/fatal-error';
import { CHUNK_LOAD_MESSAGE, LoadBoundary, retryableLazy } from '../src/components/load-boundary';
import { entryScriptOf, reloadIfNewRelease } from '../src/components/new-release';
import { fakeResponse } from './support/fake-response';
import { LoadError } from '../src/components/load-error';
import { ApiError } from '../src/api/client';
import { toast, toasterReady } from '../src/components/toast';
import { Toaster } from '../src/components/toaster';

function silenceErrors() {
  return jest.spyOn(console, 'error').mockImplementation(() => undefined);
}

describe('fatal-error screen', () => {
  it('shows the runtime error with its message and recovers on Try Again', () => {
    const spy = silenceErrors();
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('Cannot read properties of undefined');
      return <p>All good</p>;
    }
    render(
      <FatalErrorBoundary>
        <Fragile />
      </FatalErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'This application has encountered a runtime error' })).toBeTruthy();
    expect(screen.getByText('Cannot read properties of undefined')).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('All good')).toBeTruthy();
    spy.mockRestore();
  });
});

describe('router fallback', () => {
  let broken: unknown = new Error('Recipe list exploded');
  function Fragile() {
    if (broken) throw broken;
    return <p>Recipe list</p>;
  }
  function renderRoutes(initial = '/') {
    return render(
      <MemoryRouter initialEntries={[initial]}>
        <Routes>
          <Route
            element={
              <>
                <nav>
                  <Link to="/fine">Somewhere fine</Link>
                  <Link to="/">Back</Link>
                </nav>
                <RouteErrorBoundary>
                  <Outlet />
                </RouteErrorBoundary>
              </>
            }
          >
            <Route path="/" element={<Fragile />} />
            <Route path="/fine" element={<p>A page that works</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
  }

  it("reads 'Unexpected Application Error!' with the error's message", () => {
    const spy = silenceErrors();
    broken = new Error('Recipe list exploded');
    renderRoutes();
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Recipe list exploded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    spy.mockRestore();
  });

  it('going to another address leaves the error page; coming back renders the page again', () => {
    const spy = silenceErrors();
    broken = new Error('Recipe list exploded');
    renderRoutes();
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Somewhere fine' }));
    expect(screen.getByText('A page that works')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
    broken = null;
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByText('Recipe list')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
    spy.mockRestore();
  });

  it('a page still broken when come back to shows the error page again', () => {
    const spy = silenceErrors();
    broken = new Error('Recipe list exploded');
    renderRoutes();
    fireEvent.click(screen.getByRole('link', { name: 'Somewhere fine' }));
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    spy.mockRestore();
  });

  it('shows status and text of an error response', () => {
    const spy = silenceErrors();
    broken = new UNSAFE_ErrorResponseImpl(503, 'Service Unavailable', 'gone');
    renderRoutes();
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('503 Service Unavailable')).toBeTruthy();
    spy.mockRestore();
    const response = new UNSAFE_ErrorResponseImpl(503, 'Service Unavailable', 'gone');
    expect(describeRouteError(response)).toBe('503 Service Unavailable');
    expect(describeRouteError(new Error('Boom'))).toBe('Boom');
    expect(describeRouteError('plain text')).toBe('plain text');
  });
});

describe('a part of the app that fails to download', () => {
  const failure = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/drink-detail-abc.js'));
  /** Lets pending promises and React's retries run (no timers: the loop this guards against is microtask-fast). */
  const settle = async () => {
    for (let i = 0; i < 20; i += 1) await act(() => Promise.resolve());
  };
  const original = globalThis.fetch;
  beforeEach(() => {
    // Asking the site for its page fails too: no new release is found.
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  });
  afterEach(() => {
    globalThis.fetch = original;
  });

  function renderPage(Page: React.ComponentType) {
    return render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Suspense fallback={<p>Loading page</p>}>
            <Page />
          </Suspense>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
  }

  it('is requested once, then shows the error page in words with Try Again, which downloads again', async () => {
    const spy = silenceErrors();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const load = jest.fn(() => (fail ? failure() : Promise.resolve({ default: () => <p>Drink details</p> })));
    renderPage(retryableLazy(load));
    await screen.findByRole('heading', { name: 'Unexpected Application Error!' });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText(CHUNK_LOAD_MESSAGE)).toBeTruthy();
    expect(screen.queryByText(/dynamically imported module/)).toBeNull();
    expect(warn).toHaveBeenCalled(); // the browser's words go to the console

    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('heading', { name: 'Unexpected Application Error!' });
    await settle();
    expect(load).toHaveBeenCalledTimes(2);

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Drink details')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
    spy.mockRestore();
    warn.mockRestore();
  });

  it('inside a LoadBoundary shows its fallback once, and downloads again only on the next mount', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = jest.fn(failure);
    const Drawer = retryableLazy(load);
    const onError = jest.fn();
    const part = (key: number) => (
      <LoadBoundary key={key} fallback={<p>Could not open</p>} onError={onError}>
        <Suspense fallback={<p>Opening</p>}>
          <Drawer />
        </Suspense>
      </LoadBoundary>
    );
    const { rerender } = render(part(1));
    await screen.findByText('Could not open');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
    rerender(part(2));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('a new release', () => {
  const page = (entry: string) => `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head><body></body></html>`;
  const original = globalThis.fetch;
  beforeEach(() => {
    sessionStorage.clear();
    document.head.innerHTML = '<script type="module" crossorigin src="/assets/main-OLD.js"></script>';
  });
  afterEach(() => {
    globalThis.fetch = original;
    document.head.innerHTML = '';
  });
  const serve = (html: string) => {
    globalThis.fetch = jest.fn(() => Promise.resolve(fakeResponse(200, html, { contentType: 'text/html' })));
  };

  it('reads the entry script of a built page', () => {
    expect(entryScriptOf(page('/assets/main-B1.js'))).toBe('/assets/main-B1.js');
    expect(entryScriptOf('<script src="/assets/main-B2.js" type="module"></script>')).toBe('/assets/main-B2.js');
    expect(entryScriptOf('<p>no script</p>')).toBeNull();
  });

  it('reloads the app once when the site names another entry script, never twice for the same release', async () => {
    serve(page('/assets/main-NEW.js'));
    const reload = jest.fn();
    expect(await reloadIfNewRelease(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(await reloadIfNewRelease(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the release is the one running', async () => {
    serve(page('/assets/main-OLD.js'));
    const reload = jest.fn();
    expect(await reloadIfNewRelease(reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('LoadError', () => {
  it('shows what failed and why, as an alert, with an optional retry', () => {
    const retry = jest.fn();
    render(<LoadError title="Failed to fetch inventory" error={new Error('HTTP 500: Internal Server Error')} onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch inventory');
    expect(alert.textContent).toContain('HTTP 500: Internal Server Error');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
  });

  it("a failure on the server's side shows the short reference of the call's trace, for a bug report", () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const { unmount } = render(<LoadError title="Failed to fetch recipes" error={new ApiError('Database unavailable', 503, undefined, undefined, traceId)} />);
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    expect(screen.getByText('Reference: 4bf92f35')).toBeTruthy();
    unmount();
    render(<LoadError title="Failed to fetch recipes" error={new ApiError('Not found', 404, undefined, undefined, traceId)} />);
    expect(screen.queryByText(/Reference:/)).toBeNull();
  });

  it("a sign-in library's error is said in words, never its code and developer link", () => {
    const msal = Object.assign(new Error('endpoints_resolution_error: Endpoints cannot be resolved. See https://aka.ms/msal.js.errors#endpoints_resolution_error'), { errorCode: 'endpoints_resolution_error' });
    render(<LoadError title="Failed to fetch orders" error={msal} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Signing you in did not work just now. Check your connection, then sign in again.');
    expect(alert.textContent).not.toMatch(/aka\.ms|endpoints_resolution/);
  });
});

describe('the toast area', () => {
  it('is downloaded with the first toast, which waits for it and is then shown', async () => {
    const { container } = render(<Toaster />);
    expect(container.innerHTML).toBe('');
    let id: string | number = '';
    act(() => {
      id = toast.success('Order placed');
    });
    expect(id).toMatch(/^toast-/);
    expect(await screen.findByText('Order placed')).toBeTruthy();
    expect(screen.getByLabelText(/^Notifications/)).toBeTruthy();
    await act(async () => {
      toast.dismiss(id);
      await toasterReady();
    });
  });
});

describe('toasts', () => {
  // The toast area's code is downloaded once, as in the app, before the clock is faked: each test below then
  // starts with it loaded, whichever tests ran before.
  beforeAll(async () => {
    const view = render(<Toaster />);
    act(() => {
      toast.show('Loading the toast area');
    });
    await screen.findByText('Loading the toast area');
    act(() => toast.dismiss());
    view.unmount();
  });
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => toast.dismiss());
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it('closes after the default 4000 ms', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Inventory updated successfully');
    });
    act(() => jest.advanceTimersByTime(0));
    expect(screen.getByText('Inventory updated successfully')).toBeTruthy();
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Inventory updated successfully')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1500));
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByText('Inventory updated successfully')).toBeNull();
  });

  it('never closes a loading toast on its own', async () => {
    render(<Toaster />);
    act(() => {
      toast.loading('Restoring backup...');
    });
    act(() => jest.advanceTimersByTime(20000));
    expect(screen.getByText('Restoring backup...')).toBeTruthy();
  });

  it('shows at most three at a time', async () => {
    render(<Toaster />);
    act(() => {
      for (const text of ['one', 'two', 'three', 'four']) toast.info(text, { duration: Infinity });
    });
    act(() => jest.advanceTimersByTime(0));
    expect(screen.getByText('four')).toBeTruthy();
    const visible = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
    expect(visible.length).toBe(3);
  });
});

describe('a menu loaded on first use', () => {
  function menuModule(): DeferredMenuModule {
    return {
      default: function TestMenu({ trigger, defaultOpen }) {
        return (
          <FluentProvider>
            <Menu defaultOpen={defaultOpen}>
              <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
              <MenuPopover>
                <MenuList>
                  <MenuItem>First choice</MenuItem>
                  <MenuItem>Second choice</MenuItem>
                </MenuList>
              </MenuPopover>
            </Menu>
          </FluentProvider>
        );
      },
    };
  }

  // Where the focus lands is checked in Chromium (test/e2e/shell.test.ts): jsdom has no layout for Fluent's focus finder.
  it('downloads on first use and opens at once when its button is activated from the keyboard', async () => {
    const load = jest.fn(() => Promise.resolve(menuModule()));
    render(<DeferredMenu menu={retryableLazy(load)} trigger={<Button>Account</Button>} />);
    const button = screen.getByRole('button', { name: 'Account' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(load).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Account' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps its button when the download fails, and tries again on the next click', async () => {
    const spy = silenceErrors();
    let fail = true;
    const load = jest.fn(() => (fail ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve(menuModule())));
    render(<DeferredMenu menu={retryableLazy(load)} trigger={<Button>Options</Button>} />);
    fireEvent.click(screen.getByRole('button', { name: 'Options' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Options' }).getAttribute('aria-busy')).toBeNull());
    expect(screen.queryByRole('menu')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Options' }));
    expect(await screen.findByRole('menuitem', { name: 'Second choice' })).toBeTruthy();
    spy.mockRestore();
  });
});
