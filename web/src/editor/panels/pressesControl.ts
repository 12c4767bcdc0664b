/** Space or Enter on a button or link presses it; the editor's page keys must not act on the same key too. */
export function pressesControl(event: Pick<KeyboardEvent, 'key' | 'target'>): boolean {
  if (event.key !== ' ' && event.key !== 'Enter') return false;
  return event.target instanceof Element && event.target.closest('button, a[href], [role="button"]') !== null;
}
