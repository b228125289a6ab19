import account from './account.json';
import billing from './billing.json';
import common from './common.json';
import discussions from './discussions.json';
import quizzes from './quizzes.json';
import teams from './teams.json';
import validation from './validation.json';

/** The API's messages in English, as the services word them: the text a message is recognised by, and every other language's fallback. */
export const english = { account, billing, common, discussions, quizzes, teams, validation };
