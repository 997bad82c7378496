import { cloneElement, createElement, Suspense, useState, type ComponentType, type KeyboardEvent, type ReactElement } from 'react';
import type { ButtonProps } from '@fluentui/react-components';
import { LoadBoundary, retryableLazy } from './load-boundary';

type MenuComponent = ComponentType<{ trigger: ReactElement<ButtonProps>; defaultOpen: boolean }>;

/** What the module of a deferred menu exports: its Menu around the trigger it is given. */
export interface DeferredMenuModule {
  default: MenuComponent;
}

export interface DeferredMenuProps {
  /** The menu button with its accessible name; the same element before and after the menu has loaded. */
  trigger: ReactElement<ButtonProps>;
  /** Imports the real menu. A module-level function: the lazy component is made once per function. */
  load: () => Promise<DeferredMenuModule>;
}

const lazyMenus = new WeakMap<DeferredMenuProps['load'], MenuComponent>();

/** The menu module's component, behind one lazy loader per load function. */
function LoadedMenu({ load, ...props }: { load: DeferredMenuProps['load']; trigger: ReactElement<ButtonProps>; defaultOpen: boolean }) {
  let menu = lazyMenus.get(load);
  if (!menu) {
    menu = retryableLazy(load);
    lazyMenus.set(load, menu);
  }
  return createElement(menu, props);
}

/**
 * A menu button whose menu loads on first use: Fluent's Menu, its positioning engine and portal are a tenth of the
 * menu page's first download and nobody needs them before they open a menu. Pointing at or focusing the button
 * starts the download; activating it (click, Enter, Space, Arrow Down) shows the real menu already open, which
 * moves the focus to its first item as any Fluent menu does, and closing it returns the focus to its button.
 * If the download fails the plain button stays, and the next activation tries again.
 */
export function DeferredMenu({ trigger, load }: DeferredMenuProps) {
  const [wanted, setWanted] = useState(false);
  const preload = () => void load().catch(() => undefined);

  const placeholder = cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => setWanted(true),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        setWanted(true);
      }
    },
  } as Partial<ButtonProps>);

  if (!wanted) return placeholder;
  return (
    <LoadBoundary fallback={placeholder} onError={() => setWanted(false)}>
      <Suspense fallback={cloneElement(placeholder, { 'aria-busy': true } as Partial<ButtonProps>)}>
        <LoadedMenu load={load} trigger={trigger} defaultOpen />
      </Suspense>
    </LoadBoundary>
  );
}
