import { describe, expect, it } from 'vitest';
import { FakeClock } from '../test/fakeClock';
import { createFlashStore } from './flashStore';

describe('the flash store', () => {
  it('shows a message for 3000 ms by default', async () => {
    const clock = new FakeClock();
    const flash = createFlashStore(clock);
    flash.getState().show('Wijzigingen niet opgeslagen. Controleer de verbinding.');
    expect(flash.getState().message?.text).toBe('Wijzigingen niet opgeslagen. Controleer de verbinding.');
    await clock.advance(2999);
    expect(flash.getState().message).toBeDefined();
    await clock.advance(1);
    expect(flash.getState().message).toBeUndefined();
  });

  it('replaces the message and its timer; hiding by id leaves a newer message', async () => {
    const clock = new FakeClock();
    const flash = createFlashStore(clock);
    const first = flash.getState().show('Eerste', 1000);
    await clock.advance(500);
    flash.getState().show('Tweede', 1000);
    flash.getState().hide(first);
    await clock.advance(600);
    expect(flash.getState().message?.text).toBe('Tweede');
    await clock.advance(400);
    expect(flash.getState().message).toBeUndefined();
    expect(clock.pendingCount).toBe(0);
  });
});
