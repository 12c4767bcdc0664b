import type { PaymentSummary } from '@steekwerk/model';
import { useEffect, useRef, useState } from 'react';
import { useAccount } from '../../account/useAccount';
import { hasStatus } from '../../api/ajaxError';
import type { TimerHandle } from '../../lib/timers';
import { useAppServices } from '../../services/appServices';
import { usePaymentsApi } from './usePaymentsApi';

/** While a payment is open or pending its status is asked every 2 s … */
export const paymentPollIntervalMs = 2000;
/** … for up to 2 minutes; then the page says it will be processed and mailed. */
export const paymentPollLimitMs = 120_000;

/**
 * - `loading`: the first answer is on its way.
 * - `unknown`: no such payment, or not this user's (404; 403 for a logged-in user).
 * - `notLoggedIn`: the payment's owner must log in to see it.
 * - `loadFailed`: no answer at all (retry).
 * - `payment`: the payment; `waitedOut` when it stayed open through the whole polling time.
 */
export type PaymentOutcome =
  | { readonly kind: 'loading' }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'notLoggedIn' }
  | { readonly kind: 'loadFailed' }
  | { readonly kind: 'payment'; readonly payment: PaymentSummary; readonly waitedOut: boolean };

/** Whether the provider has not decided yet. */
export function isUndecided(payment: Pick<PaymentSummary, 'status'>): boolean {
  return payment.status === 'open' || payment.status === 'pending';
}

/**
 * The payment `paymentId` as the server reports it, asked again every 2 s while undecided (up to 2 minutes; a
 * passing failure meanwhile does not stop the asking). Once it is paid the account's user is loaded again, so the
 * editor allows at once what the tier gate refused before. `retry` starts over (after a failure or the wait).
 */
export function usePaymentOutcome(paymentId: string): { outcome: PaymentOutcome; retry: () => void } {
  const api = usePaymentsApi();
  const { timers } = useAppServices();
  const reloadUser = useAccount((state) => state.load);
  const [outcome, setOutcome] = useState<PaymentOutcome>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const userReloaded = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    let timer: TimerHandle | undefined;
    const started = timers.now();
    const waitedOut = () => timers.now() - started >= paymentPollLimitMs;
    const askAgain = () => {
      timer = timers.setTimeout(() => void ask(false), paymentPollIntervalMs);
    };
    const ask = async (first: boolean): Promise<void> => {
      try {
        const { payment } = await api.fetchPayment(paymentId, controller.signal);
        if (controller.signal.aborted) return;
        const undecided = isUndecided(payment);
        setOutcome({ kind: 'payment', payment, waitedOut: undecided && waitedOut() });
        if (payment.status === 'paid' && !userReloaded.current) {
          userReloaded.current = true;
          void reloadUser();
        }
        if (undecided && !waitedOut()) askAgain();
      } catch (error) {
        if (controller.signal.aborted) return;
        if (first) {
          setOutcome(failureOutcome(error));
        } else if (waitedOut()) {
          setOutcome((current) => (current.kind === 'payment' ? { ...current, waitedOut: true } : current));
        } else {
          askAgain();
        }
      }
    };
    void ask(true);
    return () => {
      controller.abort();
      if (timer !== undefined) timers.clearTimeout(timer);
    };
  }, [api, paymentId, attempt, timers, reloadUser]);

  const retry = () => {
    setOutcome({ kind: 'loading' });
    setAttempt((count) => count + 1);
  };
  return { outcome, retry };
}

function failureOutcome(error: unknown): PaymentOutcome {
  if (hasStatus(error, 404) || hasStatus(error, 400)) return { kind: 'unknown' };
  if (hasStatus(error, 401) || hasStatus(error, 403)) return { kind: 'notLoggedIn' };
  return { kind: 'loadFailed' };
}
