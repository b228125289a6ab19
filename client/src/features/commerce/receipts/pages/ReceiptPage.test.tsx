import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../test/fixtures';
import { type Mocks, mock } from '../../../../test/mocks';
import { makePayment, profileData, profileSectionsMocks } from '../../../../test/profileFixtures';
import { renderApp } from '../../../../test/renderApp';
import { ProfilePageQuery } from '../../../account/pages/ProfilePage';
import { ReceiptPageQuery } from './ReceiptPage';

const PAYMENT_ID = '3f2a9c41-b07e-4d1a-9b7c-2e5f6a7b8c9d';

const receipt = (overrides: object = {}) => ({
  __typename: 'Receipt' as const,
  paymentId: PAYMENT_ID,
  number: 'CH-2027-3F2A9C41B07E',
  issuedAt: '2027-01-05T12:00:00.000Z',
  plan: 'CourseHub yearly subscription',
  formattedAmount: '₹499',
  tax: null,
  paymentMethod: 'Card (Stripe)',
  status: 'paid',
  refundedAt: null,
  refund: null,
  billedTo: { __typename: 'ReceiptParty' as const, name: 'Ada Lovelace', email: 'ada@example.com' },
  seller: { __typename: 'ReceiptSeller' as const, name: 'Learning Pvt Ltd', address: ['12 Main Road', 'Pune 411001'] },
  cancellation: null,
  ...overrides,
});

const byId = (paymentId: string, result: object): Mocks[number] =>
  mock({
    request: { query: ReceiptPageQuery, variables: { paymentId } },
    result,
  });

const renderReceipt = (result: object, path = `/receipt?id=${PAYMENT_ID}`) =>
  renderApp({ path, session: makeUser('USER'), mocks: [byId(PAYMENT_ID, result)] });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ReceiptPage', () => {
  it('shows the seller, number, date, payer, plan, amount, payment method and status, and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderReceipt({ data: { receipt: receipt() } });

    const article = await screen.findByRole('article', { name: 'Receipt' });
    const seller = within(within(article).getByRole('group', { name: 'Learning Pvt Ltd' }));
    expect(seller.getByText('12 Main Road')).toBeInTheDocument();
    expect(seller.getByText('Pune 411001')).toBeInTheDocument();
    const details = within(article)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(details).toEqual([
      'CH-2027-3F2A9C41B07E',
      'Jan 5, 2027',
      'Ada Lovelaceada@example.com',
      'Card (Stripe)',
      'Paid',
    ]);
    const rows = within(within(article).getByRole('table', { name: 'Receipt' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DescriptionAmount',
      'CourseHub yearly subscription₹499',
      'Total paid₹499',
    ]);

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("says what the learner's cancellation means for the payment, in the cancel dialog's words", async () => {
    renderReceipt({
      data: {
        receipt: receipt({
          cancellation: {
            __typename: 'ReceiptCancellation',
            outcome: 'PERIOD_END',
            accessEndsAt: '2028-01-05T12:00:00.000Z',
          },
        }),
      },
    });
    const article = await screen.findByRole('article', { name: 'Receipt' });
    expect(within(article).getByText('Subscription')).toBeInTheDocument();
    expect(
      within(article).getByText(
        'Cancelled: you keep access until Jan 5, 2028. It will not renew and you will not be charged again.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a tax line when the receipt has one', async () => {
    renderReceipt({ data: { receipt: receipt({ tax: { __typename: 'ReceiptMoney', formatted: '₹76' } }) } });
    const table = await screen.findByRole('table', { name: 'Receipt' });
    expect(within(table).getByRole('row', { name: 'Tax ₹76' })).toBeInTheDocument();
  });

  it('shows a refund with its amount and date, and a closed account as such', async () => {
    renderReceipt({
      data: {
        receipt: receipt({
          status: 'refunded',
          refundedAt: '2027-01-09T12:00:00.000Z',
          refund: { __typename: 'ReceiptMoney', formatted: '₹499' },
          billedTo: null,
        }),
      },
    });
    const article = await screen.findByRole('article', { name: 'Receipt' });
    expect(within(article).getByText('Refunded ₹499 on Jan 9, 2027')).toBeInTheDocument();
    expect(within(article).getByText('Account closed')).toBeInTheDocument();
    expect(within(article).queryByText('Paid')).not.toBeInTheDocument();
  });

  it("says so, with nothing to try again, when the payment is unknown or someone else's (NOT_FOUND)", async () => {
    renderReceipt({ errors: [{ message: 'Receipt not found', extensions: { code: 'NOT_FOUND' } }] });
    expect(await screen.findByRole('alert')).toHaveTextContent('No receipt was found for this payment.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says so without asking when the address has no id', async () => {
    renderApp({ path: '/receipt', session: makeUser('USER') });
    expect(await screen.findByRole('alert')).toHaveTextContent('No receipt was found for this payment.');
  });

  it('offers to try again when the receipt cannot be loaded', async () => {
    const { user } = renderApp({
      path: `/receipt?id=${PAYMENT_ID}`,
      session: makeUser('USER'),
      mocks: [byId(PAYMENT_ID, { errors: [{ message: 'Boom' }] }), byId(PAYMENT_ID, { data: { receipt: receipt() } })],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Boom');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Receipt' })).toBeInTheDocument();
  });

  it('is for signed-in users: a visitor is sent to log in', async () => {
    const { router } = renderApp({ path: `/receipt?id=${PAYMENT_ID}`, session: null });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("opens from the Receipt link of a payment in the profile's payment history", async () => {
    const { user, router } = renderApp({
      path: '/user/profile',
      session: makeUser('USER'),
      mocks: [
        mock({
          request: { query: ProfilePageQuery },
          result: { data: profileData({ payments: [makePayment({ id: PAYMENT_ID })] }) },
        }),
        byId(PAYMENT_ID, { data: { receipt: receipt() } }),
        ...profileSectionsMocks(),
      ],
    });
    await user.click(await screen.findByRole('link', { name: 'Receipt for the payment of Jan 5, 2027' }));
    expect(router.state.location.pathname).toBe('/receipt');
    expect(router.state.location.search).toBe(`?id=${PAYMENT_ID}`);
    expect(await screen.findByText('CH-2027-3F2A9C41B07E')).toBeInTheDocument();
  });
});
