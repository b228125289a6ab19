import account from './account.json';
import billing from './billing.json';
import closure from './closure.json';
import discussion from './discussion.json';
import layout from './layout.json';
import reminders from './reminders.json';
import sso from './sso.json';
import team from './team.json';
import webhooks from './webhooks.json';

/** The mails in Hindi (Devanagari): each namespace of English, with the plural categories of Hindi. */
export const hindi = { account, billing, closure, discussion, layout, reminders, sso, team, webhooks };
