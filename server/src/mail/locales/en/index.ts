import account from './account.json';
import billing from './billing.json';
import closure from './closure.json';
import discussion from './discussion.json';
import layout from './layout.json';
import reminders from './reminders.json';
import sso from './sso.json';
import team from './team.json';
import webhooks from './webhooks.json';

/** The mails in English, the language each text is written in first and every other language's fallback. */
export const english = { account, billing, closure, discussion, layout, reminders, sso, team, webhooks };
