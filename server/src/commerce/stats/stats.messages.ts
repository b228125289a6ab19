/** The spec's message on the dashboard's answers, sent by both transports' adapters (never by the service). */
export const STATS_MESSAGE = 'Stats fetched successfully';
