import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PERSONA_STORAGE_KEY, PersonaProvider, usePersona } from '../src/personas/persona-context';

function renderPersona(initial: readonly string[] | null | undefined) {
  let personas = initial;
  const wrapper = ({ children }: { children: ReactNode }) => <PersonaProvider personas={personas}>{children}</PersonaProvider>;
  const hook = renderHook(() => usePersona(), { wrapper });
  return {
    ...hook,
    setUserPersonas(next: readonly string[] | null | undefined) {
      personas = next;
      hook.rerender();
    },
  };
}

beforeEach(() => localStorage.clear());

describe('PersonaProvider', () => {
  it('starts as customer', () => {
    expect(renderPersona(undefined).result.current.persona).toBe('customer');
    expect(renderPersona(['bar_manager']).result.current.persona).toBe('customer');
  });

  it('resets to customer when there is no user', () => {
    const { result, setUserPersonas } = renderPersona(['bar_manager']);
    act(() => result.current.setPersona('bartender'));
    expect(result.current.persona).toBe('bartender');
    setUserPersonas(null);
    expect(result.current.persona).toBe('customer');
    expect(localStorage.getItem(PERSONA_STORAGE_KEY)).toBe('customer');
    // A later user starts from customer, not from the previous user's persona.
    setUserPersonas(['bar_manager']);
    expect(result.current.persona).toBe('customer');
  });

  it('falls back to bartender when the current persona becomes inaccessible and the user has bartender', () => {
    const { result, setUserPersonas } = renderPersona(['bar_manager']);
    act(() => result.current.setPersona('bar_manager'));
    setUserPersonas(['customer', 'bartender']);
    expect(result.current.persona).toBe('bartender');
  });

  it('falls back to customer when the user has no bartender persona', () => {
    const { result, setUserPersonas } = renderPersona(['bar_manager']);
    act(() => result.current.setPersona('bar_manager'));
    setUserPersonas(['customer']);
    expect(result.current.persona).toBe('customer');
  });

  it('ignores a persona the user may not act as', () => {
    const { result } = renderPersona(['customer']);
    act(() => result.current.setPersona('bartender'));
    expect(result.current.persona).toBe('customer');
    act(() => result.current.setPersona('bar_manager'));
    expect(result.current.persona).toBe('customer');
  });

  it('lets a bar manager act as every persona', () => {
    const { result } = renderPersona(['bar_manager']);
    expect(result.current.switcher).toEqual(['customer', 'bartender', 'bar_manager']);
    for (const persona of ['bartender', 'customer', 'bar_manager'] as const) {
      act(() => result.current.setPersona(persona));
      expect(result.current.persona).toBe(persona);
    }
  });

  it('persists the current persona and restores it on the next visit', () => {
    const first = renderPersona(['bartender']);
    act(() => first.result.current.setPersona('bartender'));
    expect(localStorage.getItem(PERSONA_STORAGE_KEY)).toBe('bartender');
    first.unmount();
    // While the user is still loading the stored persona is kept, then checked against the user.
    const second = renderPersona(undefined);
    expect(second.result.current.persona).toBe('bartender');
    second.setUserPersonas(['bartender']);
    expect(second.result.current.persona).toBe('bartender');
  });

  it('offers no switcher without a user and a single label for one persona', () => {
    expect(renderPersona(null).result.current.switcher).toEqual([]);
    expect(renderPersona(['bartender']).result.current.switcher).toEqual(['bartender']);
  });

  it('throws a clear error outside its provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Orphan() {
      usePersona();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('usePersona must be used within a PersonaProvider');
    spy.mockRestore();
  });
});
