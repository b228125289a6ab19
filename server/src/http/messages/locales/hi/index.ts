import account from './account.json';
import billing from './billing.json';
import catalog from './catalog.json';
import common from './common.json';
import discussions from './discussions.json';
import integrations from './integrations.json';
import learning from './learning.json';
import media from './media.json';
import quizzes from './quizzes.json';
import request from './request.json';
import teams from './teams.json';
import validation from './validation.json';

/** The API's messages in Hindi (Devanagari): each namespace of English, with the plural categories of Hindi. */
export const hindi = {
  account,
  billing,
  catalog,
  common,
  discussions,
  integrations,
  learning,
  media,
  quizzes,
  request,
  teams,
  validation,
};
