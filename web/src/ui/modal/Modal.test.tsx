import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FakeAccountServer } from '../../test/fakeAccountServer';
import { FakeClock } from '../../test/fakeClock';
import { testServices, WithServices } from '../../test/renderApp';
import { Modal } from './Modal';

function Harness({ withField = false }: { withField?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Openen
      </button>
      {open && (
        <Modal title="Chart delen" onClose={() => setOpen(false)}>
          <p>Inhoud</p>
          {withField && <input aria-label="Naam" autoFocus />}
        </Modal>
      )}
    </>
  );
}

function setUp(withField = false) {
  const clock = new FakeClock();
  render(
    <WithServices services={testServices(new FakeAccountServer(), clock)}>
      <Harness withField={withField} />
    </WithServices>,
  );
  const opener = screen.getByRole('button', { name: 'Openen' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Chart delen' });
  return { clock, opener, dialog, backdrop: dialog.parentElement as HTMLElement };
}

describe('Modal', () => {
  it('takes focus and gives it back on closing with Escape', () => {
    const { opener, dialog } = setUp();
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a press outside after the grace period, not inside', async () => {
    const { clock, dialog, backdrop } = setUp();
    fireEvent.mouseDown(backdrop, { clientX: 400, clientY: 300 });
    expect(screen.getByRole('dialog')).toBeTruthy();
    await act(() => clock.advance(300));
    fireEvent.mouseDown(screen.getByText('Inhoud'), { clientX: 400, clientY: 300 });
    fireEvent.mouseDown(dialog, { clientX: 400, clientY: 300 });
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.mouseDown(backdrop, { clientX: 400, clientY: 300 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open for a press near the window’s edge', async () => {
    const { clock, backdrop } = setUp();
    await act(() => clock.advance(1000));
    fireEvent.mouseDown(backdrop, { clientX: window.innerWidth - 10, clientY: 300 });
    fireEvent.mouseDown(backdrop, { clientX: 400, clientY: 5 });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('leaves the focus on a field inside that took it, and still gives it back on closing', () => {
    const { opener, dialog } = setUp(true);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Naam' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its close button', () => {
    setUp();
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
