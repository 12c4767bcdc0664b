/**
 * The payment calls of the API (`payment/create`, `payment/status/:paymentId`, `payments`) in memory, over the
 * fake account server, as the contract of `model/src/protocol/payments.ts` describes them. The provider is
 * scripted: each payment steps through the statuses a test gives it, one per status call, and a paid payment
 * makes its owner premium (a second one extends the period), as the server does after the provider's webhook.
 */
import {
  findPremiumPlan,
  paymentCreateRequestSchema,
  type PaymentStatus,
  type PaymentSummary,
} from '@steekwerk/model';
import { FakeAccountServer } from './fakeAccountServer';
import { jsonResponse } from './fakeFetch';

const dayMs = 24 * 60 * 60 * 1000;

interface StoredPayment {
  summary: PaymentSummary;
  readonly ownerEmail: string;
  /** The statuses still to come, one per status call; the last one stays. */
  readonly script: PaymentStatus[];
}

export class FakePaymentServer extends FakeAccountServer {
  private readonly payments = new Map<string, StoredPayment>();
  private nextPaymentNumber = 1;
  /** Calls (paths below `/nl/ajax/`) that get no answer, as when the network is down. */
  readonly unreachable = new Set<string>();
  /** When the next payments are made and paid. */
  now = Date.UTC(2026, 2, 3, 10, 0, 0);

  /**
   * Adds a payment of the user `ownerEmail`; `script` are its statuses on the next status calls (the first is its
   * status now).
   */
  addPayment(
    ownerEmail: string,
    options: { planId?: 'month' | 'year'; returnTo?: string; script?: PaymentStatus[] } = {},
  ): PaymentSummary {
    const planId = options.planId ?? 'month';
    const paymentId = `betaling-${this.nextPaymentNumber++}`;
    const script = [...(options.script ?? ['open'])];
    const stored: StoredPayment = {
      ownerEmail,
      script,
      summary: {
        paymentId,
        planId,
        amountCents: findPremiumPlan(planId)?.priceCents ?? 0,
        status: 'open',
        createdAt: new Date(this.now).toISOString(),
        paidAt: null,
        periodStart: null,
        periodEnd: null,
        receiptNumber: null,
        returnTo: options.returnTo ?? '/nl',
      },
    };
    this.payments.set(paymentId, stored);
    this.step(stored);
    return stored.summary;
  }

  /** Decides a payment as the provider would: its next status call finds it `status`. */
  settle(paymentId: string, status: PaymentStatus): void {
    const stored = this.payments.get(paymentId);
    if (stored) stored.script.splice(0, stored.script.length, status);
  }

  /** The payment as the server has it now. */
  payment(paymentId: string): PaymentSummary | undefined {
    return this.payments.get(paymentId)?.summary;
  }

  protected override answer(path: string, body: Record<string, unknown>): Response {
    const ok = (fields: object) => jsonResponse({ sfRequest: 'ok', ...fields });
    const error = (status: number, message: string) =>
      jsonResponse({ sfRequest: 'error', error: message }, status);
    const session = this.session;
    if ([...this.unreachable].some((unreachable) => path.startsWith(unreachable))) {
      throw new TypeError('Failed to fetch');
    }
    if (path === 'payment/create') {
      if (!session) return error(403, 'Je bent niet ingelogd.');
      if (session.user.pending) return error(403, 'Activeer eerst je account.');
      const request = paymentCreateRequestSchema.safeParse(body);
      if (!request.success) return error(400, 'Ongeldige bestelling.');
      const payment = this.addPayment(session.user.emailAddress, request.data);
      return ok({
        paymentId: payment.paymentId,
        checkoutUrl: `/nl/ajax/payment/test-provider/${payment.paymentId}`,
      });
    }
    const statusPath = /^payment\/status\/(.+)$/.exec(path);
    if (statusPath) {
      if (!session) return error(403, 'Je bent niet ingelogd.');
      const stored = this.payments.get(decodeURIComponent(statusPath[1] ?? ''));
      if (!stored || stored.ownerEmail !== session.user.emailAddress) {
        return error(404, 'Deze betaling bestaat niet.');
      }
      this.step(stored);
      return ok({ payment: stored.summary });
    }
    if (path === 'payments') {
      if (!session) return error(403, 'Je bent niet ingelogd.');
      const own = [...this.payments.values()]
        .filter((stored) => stored.ownerEmail === session.user.emailAddress)
        .map((stored) => stored.summary)
        .reverse();
      return ok({ payments: own, premiumUntil: session.user.premiumUntil ?? null });
    }
    return super.answer(path, body);
  }

  /** Moves a payment to its next scripted status; paying it makes the owner premium for the plan's months. */
  private step(stored: StoredPayment): void {
    const next = stored.script.length > 1 ? stored.script.shift() : stored.script[0];
    if (next === undefined || next === stored.summary.status) return;
    stored.summary = { ...stored.summary, status: next };
    if (next !== 'paid') return;
    const owner = this.userByEmail(stored.ownerEmail);
    const months = findPremiumPlan(stored.summary.planId)?.months ?? 1;
    const currentEnd = owner?.premiumUntil ? Date.parse(owner.premiumUntil) : this.now;
    const start = Math.max(currentEnd, this.now);
    const end = start + months * 30 * dayMs; // A month of 30 days is enough for the screens.
    stored.summary = {
      ...stored.summary,
      paidAt: new Date(this.now).toISOString(),
      periodStart: new Date(start).toISOString(),
      periodEnd: new Date(end).toISOString(),
      receiptNumber: `SW-2026-${String(this.nextPaymentNumber).padStart(6, '0')}`,
    };
    this.updateUser(stored.ownerEmail, { premium: true, premiumUntil: new Date(end).toISOString() });
  }
}
