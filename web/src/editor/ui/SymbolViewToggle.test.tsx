import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SymbolViewToggle } from './SymbolViewToggle';
import { useSymbolView } from './symbolView';

describe('symbolen in plaats van kleuren', () => {
  afterEach(() => useSymbolView.getState().setSymbolView(false));

  it('switches the view for this device and remembers it', () => {
    render(<SymbolViewToggle />);
    const box = screen.getByRole('checkbox', { name: 'Symbolen in plaats van kleuren' });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    expect(useSymbolView.getState().symbolView).toBe(true);
    expect(localStorage.getItem('steekwerk.symbolView')).toBe('1');
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(box);
    expect(localStorage.getItem('steekwerk.symbolView')).toBe('0');
  });
});
