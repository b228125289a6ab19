/**
 * What an API key may be allowed to do, with the words the admin's form shows. The operations each scope grants are
 * the server's (server/src/identity/api-key/api-scopes.ts); this list is shared so the client offers the same names.
 */
export const API_SCOPES = {
  'catalog:read': "Read the public catalogue: courses, one course, categories, a quiz's settings",
  'courses:write': 'Create, edit and delete courses and their quizzes',
  'lectures:write': 'Add, edit, reorder, preview and delete lectures; see those still processing',
  'discussions:read': "Read the lectures' questions and answers, and the unanswered questions across courses",
  'stats:read': 'Read the dashboard numbers and the quiz results export',
  analytics:
    "Read lecture retention, course analytics (funnel, drop-offs, quiz pass rates) with their CSV export, and the platform's learning overview",
  'payments:read':
    "Read every learner's payments, their receipts, monthly sales, the revenue figures and the CSV export",
  'teams:read': 'Read the team plans: each owner, seats bought and seats taken',
  'contact:read': 'Read the contact messages',
  webhooks: 'Manage outbound webhook endpoints, their secrets and delivery logs; replay and test deliveries',
} as const;

export type ApiScope = keyof typeof API_SCOPES;

export const API_SCOPE_NAMES = Object.keys(API_SCOPES) as ApiScope[];

/** Every key's secret starts with this, so a leaked key is easy to find (in code, logs, secret scanners). */
export const API_KEY_PREFIX = 'chk_';

/** A key lives at most this long: an integration renews its key, so a forgotten one stops working by itself. */
export const API_KEY_MAX_LIFETIME_DAYS = 366;
