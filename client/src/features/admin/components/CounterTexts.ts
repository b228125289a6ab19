/**
 * What each of the dashboard's counters counts, shown under it, so the spec's counters (which keep their labels and
 * Total Revenue's formula) and the Revenue section's figures can be read side by side: 'Subscribed Users' is a status
 * now, 'Active subscribers' the seats of a paid year covering the month's end (as Total Revenue counts a team's seats),
 * 'Total Revenue' a formula, 'Cash collected' money.
 */
export const counterHints = {
  registeredUsers: 'Every account, admins included',
  subscribedUsers: 'Accounts whose subscription is active now',
  teamSeats: (teams: number) =>
    `Seats held of those paid for by ${teams} active team ${teams === 1 ? 'plan' : 'plans'} (Total Revenue counts each seat)`,
  subscriptionCount: (year: number) => `Payments in ${year}, refunded ones not counted`,
  totalRevenue: (collected: string, year: number) =>
    `Subscribed users now × the yearly price (a team plan counts its seats). Collected in ${year}: ${collected}`,
  activeSubscribers: 'Seats paid up at the month end (a team plan counts its seats), whatever their status now',
} as const;
