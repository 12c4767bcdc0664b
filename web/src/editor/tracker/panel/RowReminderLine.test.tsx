import type { RowReminder } from '@steekwerk/model';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RowReminderLine } from './TrackerSyncParts';

afterEach(cleanup);

/** "meerder aan beide kanten elke 6e naald vanaf naald 12, 5 keer", ticked off on row 12. */
const increase: RowReminder = {
  id: 'meer',
  text: 'meerder aan beide kanten',
  fromRow: 12,
  every: 6,
  times: 5,
  ticked: [12],
};

function lineOn(row: number, reminders: readonly RowReminder[] = [increase]): string | null {
  cleanup();
  render(<RowReminderLine reminders={reminders} row={row} craft="knitting" />);
  return screen.queryByRole('status')?.textContent ?? null;
}

describe('the reminder line beside Back and Next', () => {
  it('says a reminder one row early and on its row until it is ticked off', () => {
    expect(lineOn(17)).toBe('Volgende naald (18): meerder aan beide kanten');
    expect(lineOn(18)).toBe('Op deze naald (18): meerder aan beide kanten');
    // Row 12 is ticked off already; row 11 gives no early notice for a ticked row either.
    expect(lineOn(12)).toBeNull();
    expect(lineOn(11)).toBeNull();
    // After the fifth time (row 36) nothing more.
    expect(lineOn(36)).toBe('Op deze naald (36): meerder aan beide kanten');
    expect(lineOn(41)).toBeNull();
    expect(lineOn(5, [])).toBeNull();
  });

  it('uses the craft’s word and puts several reminders on one line', () => {
    cleanup();
    const decrease: RowReminder = { ...increase, id: 'min', text: 'minder 2', fromRow: 19, ticked: [] };
    render(<RowReminderLine reminders={[increase, decrease]} row={18} craft="crochet" />);
    expect(screen.getByRole('status').textContent).toBe(
      'Op deze toer (18): meerder aan beide kanten · Volgende toer (19): minder 2',
    );
  });
});
