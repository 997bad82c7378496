import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Dialog, DialogBody, DialogSurface, DialogTitle, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { useReturnFocus } from '../src/components/use-return-focus';

/** A dialog opened from state, as the app's are (no DialogTrigger), with or without the shared mechanism. */
function Screen({ returnFocus, mountWhenOpen = false }: { returnFocus: boolean; mountWhenOpen?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <FluentProvider theme={webLightTheme}>
      <Button onClick={() => setOpen(true)}>Open recipe</Button>
      <Button>Elsewhere</Button>
      {mountWhenOpen ? open ? <TheDialog open returnFocus={returnFocus} onClose={() => setOpen(false)} /> : null : <TheDialog open={open} returnFocus={returnFocus} onClose={() => setOpen(false)} />}
    </FluentProvider>
  );
}

function TheDialog({ open, returnFocus, onClose }: { open: boolean; returnFocus: boolean; onClose: () => void }) {
  return returnFocus ? <WithReturn open={open} onClose={onClose} /> : <Plain open={open} onClose={onClose} />;
}

function WithReturn(props: { open: boolean; onClose: () => void }) {
  useReturnFocus(props.open);
  return <Plain {...props} />;
}

function Plain({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Mojito</DialogTitle>
          <Button onClick={onClose}>Close</Button>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

async function openAndClose() {
  const opener = screen.getByRole('button', { name: 'Open recipe' });
  act(() => opener.focus());
  fireEvent.click(opener);
  const close = await screen.findByRole('button', { name: 'Close' });
  act(() => close.focus());
  fireEvent.click(close);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return opener;
}

describe('a dialog gives the focus back to what opened it (useReturnFocus)', () => {
  it('a dialog opened from state: the opener has the focus again after Close', async () => {
    render(<Screen returnFocus />);
    const opener = await openAndClose();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('a dialog that leaves the page when closed: the same', async () => {
    render(<Screen returnFocus mountWhenOpen />);
    const opener = await openAndClose();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('focus moved elsewhere on purpose after closing stays there', async () => {
    render(<Screen returnFocus />);
    await openAndClose();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    act(() => elsewhere.focus());
    await new Promise((r) => setTimeout(r, 400));
    expect(document.activeElement).toBe(elsewhere);
  });

  it('without it, the focus is lost (what the bartender met)', async () => {
    render(<Screen returnFocus={false} />);
    const opener = await openAndClose();
    await new Promise((r) => setTimeout(r, 400));
    expect(document.activeElement).not.toBe(opener);
  });
});
