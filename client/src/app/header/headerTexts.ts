import shell from '../../i18n/locales/en/shell.json';

/** What the header and its account menu say in English (the tests and journeys find them by these names). */
export const HEADER_TEXTS = shell;

/** Where the account menu's Billing leads: the profile's subscription and payments. */
export const BILLING_PATH = '/user/profile#billing';
