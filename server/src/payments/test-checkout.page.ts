import { formatPaymentMethod } from '@coursehub/shared';
import { formatMoney, fromMinorUnits } from './money';
import type { ProviderPaymentMethod } from './payment-provider';
import type { TestControl } from './test-mode-controls';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );

// Inline styles are allowed by the CSP; scripts are not, so the buttons are plain form posts.
const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f4f4f5; color: #18181b; margin: 0; }
  main { max-width: 28rem; margin: 4rem auto; background: #fff; border-radius: 12px; padding: 2rem;
    box-shadow: 0 4px 20px rgb(0 0 0 / 0.08); }
  .badge { display: inline-block; background: #fef3c7; color: #92400e; border: 1px solid #f59e0b;
    border-radius: 999px; padding: 0.25rem 0.75rem; font-size: 0.85rem; font-weight: 600; }
  .price { font-size: 2.5rem; font-weight: 700; margin: 0.5rem 0 0; }
  .muted { color: #52525b; }
  form { margin-top: 1rem; }
  button { width: 100%; padding: 0.75rem; border-radius: 8px; font-size: 1rem; cursor: pointer; border: 0; }
  .pay { background: #16a34a; color: #fff; font-weight: 600; }
  .cancel { background: #e4e4e7; color: #18181b; }
`;

function layout(title: string, body: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>
<p class="badge">Test mode — no real payment</p>
${body}
</main></body>
</html>`;
}

export interface CheckoutPageInput {
  /** The form actions, relative to the app origin. */
  payAction: string;
  cancelAction: string;
  amount: number;
  currency: string;
  interval: string;
  email: string;
  /** The quantity: more than 1 for a team plan's seats. */
  seats: number;
}

export function checkoutPage({ payAction, cancelAction, amount, currency, interval, email, seats }: CheckoutPageInput) {
  const price = formatMoney(fromMinorUnits(amount, currency), currency);
  const perSeat = formatMoney(fromMinorUnits(Math.round(amount / seats), currency), currency);
  const what =
    seats > 1
      ? `Team plan: ${seats} seats × ${perSeat}. Every existing and new course for each member, for one ${interval}.`
      : `Every existing and new course, for one ${interval}.`;
  return layout(
    'Test checkout — CourseHub',
    `<h1>CourseHub yearly bundle</h1>
<p class="muted">${escapeHtml(what)}</p>
<p class="price">${escapeHtml(price)}</p>
<p class="muted">per ${escapeHtml(interval)} · billed to ${escapeHtml(email)}</p>
<p class="muted">This page stands in for the card provider in development. Pay records a payment without charging anything.</p>
<form method="post" action="${escapeHtml(payAction)}"><button class="pay" type="submit">Pay ${escapeHtml(price)}</button></form>
<form method="post" action="${escapeHtml(cancelAction)}"><button class="cancel" type="submit">Cancel</button></form>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; label: string }) {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="muted">${escapeHtml(message)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`,
  );
}

export interface BillingPageInput {
  email: string;
  /** 'active', 'past_due' or 'canceled', as the subscription is now. */
  status: string;
  /** When the paid year ends, formatted; null once it has ended. */
  periodEnd: string | null;
  renews: boolean;
  /** The subscription's card; shown, and switchable, while it runs. */
  card: ProviderPaymentMethod | null;
  returnUrl: string;
  /**
   * The form action of each development control and of the card switch, relative to the app origin; null once the
   * subscription ended.
   */
  controlsAction: ((control: TestControl) => string) | null;
}

const CONTROL_LABELS = {
  renew: 'Advance to the renewal',
  'fail-renewal': 'Fail the next renewal',
  dispute: 'Open a dispute on the latest payment',
  'pass-refund-window': 'Move past the refund window',
} as const;

/** What Stripe's clock and the card networks would do, one button each, for exercising billing offline. */
function controlsSection(action: NonNullable<BillingPageInput['controlsAction']>) {
  const forms = (Object.keys(CONTROL_LABELS) as (keyof typeof CONTROL_LABELS)[])
    .map(
      (control) =>
        `<form method="post" action="${escapeHtml(action(control))}"><button class="cancel" type="submit">${escapeHtml(CONTROL_LABELS[control])}</button></form>`,
    )
    .join('\n');
  return `<h2>Development controls</h2>
<p class="muted">Advance: the year is up, and the subscription renews (a renewal reminder, then a paid renewal) or,
with auto-renewal off, ends; after a failed renewal, the retry succeeds. Fail: the renewal charge is declined and the
subscription is past due. Dispute: the bank disputes the latest payment, and access ends. Past the refund window: the
year's payment (not seats added since) and its period move back a day more than the window, as if paid then.</p>
${forms}`;
}

/** The portal's 'update payment method', played with test mode's two test cards. */
function cardSection(card: ProviderPaymentMethod, action: string) {
  return `<p>Payment method: ${escapeHtml(formatPaymentMethod(card))}</p>
<p class="muted">Test mode charges no card: switching between its two test cards (Visa 4242, Mastercard 4444) shows
how a card updated in Stripe's portal reaches the profile.</p>
<form method="post" action="${escapeHtml(action)}"><button class="cancel" type="submit">Switch to the other test card</button></form>`;
}

/**
 * Test mode's Customer Portal: what the subscription is, its card and the development controls while it runs, and
 * the way back. Invoices are Stripe's.
 */
export function billingPage({ email, status, periodEnd, renews, card, returnUrl, controlsAction }: BillingPageInput) {
  const state =
    status === 'canceled' || !periodEnd
      ? 'Ended'
      : status === 'past_due'
        ? 'Past due: the renewal payment failed'
        : renews
          ? `Renews on ${periodEnd}`
          : `Ends on ${periodEnd}`;
  return layout(
    'Test billing — CourseHub',
    `<h1>Billing</h1>
<p class="muted">${escapeHtml(email)}</p>
<p><strong>CourseHub yearly bundle</strong>: ${escapeHtml(state)}</p>
<p class="muted">This page stands in for Stripe's Customer Portal in development, where a card is updated and
invoices are read.</p>
${controlsAction && card ? cardSection(card, controlsAction('change-card')) : ''}
${controlsAction ? controlsSection(controlsAction) : ''}
<p><a href="${escapeHtml(returnUrl)}">Back to CourseHub</a></p>`,
  );
}
