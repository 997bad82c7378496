import { cloneElement, Suspense, useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type ReactElement } from 'react';
import type { ButtonProps } from '@fluentui/react-components';
import { LoadBoundary } from './load-boundary';

type MenuProps = { trigger: ReactElement<ButtonProps>; defaultOpen: boolean };

/** What the module of a deferred menu exports: its Menu around the trigger it is given. */
export interface DeferredMenuModule {
  default: ComponentType<MenuProps>;
}

export interface DeferredMenuProps {
  /** The menu button with its accessible name; the same element before and after the menu has loaded. */
  trigger: ReactElement<ButtonProps>;
  /** The real menu: `retryableLazy(() => import('./its-module'))`, made once at module level. */
  menu: ComponentType<MenuProps> & { preload(): void };
}

/**
 * A menu button whose menu loads on first use: Fluent's Menu, its positioning engine and portal are a tenth of the
 * menu page's first download and nobody needs them before they open a menu. Pointing at or focusing the button
 * starts the download; activating it (click, Enter, Space, Arrow Down) shows the real menu already open, which
 * moves the focus to its first item as any Fluent menu does, and closing it returns the focus to its button.
 * If the download fails the plain button stays, with the focus back on it, and the next activation tries again.
 */
export function DeferredMenu({ trigger, menu: Menu }: DeferredMenuProps) {
  const [wanted, setWanted] = useState(false);
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const preload = () => Menu.preload();
  // The button shown while loading was replaced by the plain one: give it the focus the guest had.
  useEffect(() => {
    if (failed) box.current?.querySelector('button')?.focus();
  }, [failed]);

  const placeholder = cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => {
      setFailed(false);
      setWanted(true);
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        setFailed(false);
        setWanted(true);
      }
    },
  } as Partial<ButtonProps>);

  if (!wanted) {
    return (
      <span ref={box} style={{ display: 'contents' }}>
        {placeholder}
      </span>
    );
  }
  return (
    <LoadBoundary
      fallback={placeholder}
      onError={() => {
        setWanted(false);
        setFailed(true);
      }}
    >
      <Suspense fallback={cloneElement(placeholder, { 'aria-busy': true } as Partial<ButtonProps>)}>
        <Menu trigger={trigger} defaultOpen />
      </Suspense>
    </LoadBoundary>
  );
}
