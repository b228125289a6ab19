import { messages } from '@coursehub/shared';

/** The spec's success messages of the account operations, sent by both transports' adapters (never by the services). */
export const ACCOUNT_CREATED_MESSAGE = 'Account created successfully';
export const LOGGED_IN_MESSAGE = 'Logged in successfully';
export const LOGGED_OUT_MESSAGE = 'Logged out successfully';
export const PASSWORD_CHANGED_MESSAGE = messages.passwordChanged;
export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully';
