// @vitest-environment jsdom
// Overlay focus management runs in jsdom, as in menu.test.tsx.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Modal } from './dialog';
import { Drawer } from './drawer';

function Example({ kind }: { kind: 'modal' | 'drawer' }) {
  const [open, setOpen] = useState(false);
  const content = (
    <>
      <p>Write a note.</p>
      <input aria-label="Note" />
    </>
  );
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open notes</Button>
      <Button>Elsewhere</Button>
      {kind === 'modal' ? (
        <Modal
          title="Notes"
          isOpen={open}
          onOpenChange={setOpen}
          width="notes"
          footer={<Button>Save</Button>}
        >
          {content}
        </Modal>
      ) : (
        <Drawer title="Menu" isOpen={open} onOpenChange={setOpen} side="left">
          {content}
        </Drawer>
      )}
    </>
  );
}

describe('Modal', () => {
  it('moves focus in, traps Tab, closes on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Example kind="modal" />);
    const opener = screen.getByRole('button', { name: 'Open notes' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Notes' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Tab cycles through close, the field and Save, and never leaves the dialog.
    for (let press = 0; press < 6; press += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes from its close button and hides the page behind from assistive technology', async () => {
    const user = userEvent.setup();
    render(<Example kind="modal" />);
    await user.click(screen.getByRole('button', { name: 'Open notes' }));
    expect(screen.queryByRole('button', { name: 'Elsewhere' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toBeTruthy();
  });
});

describe('Drawer', () => {
  it('is a modal dialog with the same focus behaviour', async () => {
    const user = userEvent.setup();
    render(<Example kind="drawer" />);
    const opener = screen.getByRole('button', { name: 'Open notes' });
    await user.click(opener);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(drawer.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
