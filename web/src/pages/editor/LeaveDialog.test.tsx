import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FakeAccountServer } from '../../test/fakeAccountServer';
import { FakeClock } from '../../test/fakeClock';
import { testServices, WithServices } from '../../test/renderApp';
import { LeaveDialog } from './LeaveDialog';

function show(dialog: ReactElement) {
  render(
    <WithServices services={testServices(new FakeAccountServer(), new FakeClock())}>{dialog}</WithServices>,
  );
}

describe('the question before leaving an unsaved chart', () => {
  it('is a modal dialog with focus that says why, and stays on Escape', () => {
    const onStay = vi.fn();
    const onLeave = vi.fn();
    show(<LeaveDialog reason="notLoggedIn" onStay={onStay} onLeave={onLeave} />);
    const dialog = screen.getByRole('dialog', { name: 'De chart is nog niet opgeslagen' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Blijven' }));
    expect(screen.getByText(/Je bent niet ingelogd/)).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onStay).toHaveBeenCalledTimes(1);
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('leaves or stays by its buttons', () => {
    const onStay = vi.fn();
    const onLeave = vi.fn();
    show(<LeaveDialog reason="notSaved" onStay={onStay} onLeave={onLeave} />);
    expect(screen.getByText(/konden niet worden opgeslagen/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Toch weggaan' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Blijven' }));
    expect(onStay).toHaveBeenCalledTimes(1);
  });
});
