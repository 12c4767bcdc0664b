/**
 * A request from the "Geschreven patroon" button that the written text takes the focus once the panel shows it
 * (the panel mounts after the button's click has changed the chart's bottom-panel settings).
 */
let requested = false;

export function requestWrittenFocus(): void {
  requested = true;
}

/** Whether a focus was requested; the request is used up. */
export function takeWrittenFocusRequest(): boolean {
  const was = requested;
  requested = false;
  return was;
}
