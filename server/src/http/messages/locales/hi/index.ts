import account from './account.json';
import billing from './billing.json';
import common from './common.json';
import discussions from './discussions.json';
import quizzes from './quizzes.json';
import teams from './teams.json';
import validation from './validation.json';

/** The API's messages in Hindi (Devanagari): each namespace of English, with the plural categories of Hindi. */
export const hindi = { account, billing, common, discussions, quizzes, teams, validation };
