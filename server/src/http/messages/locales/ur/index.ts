/**
 * The API's messages in Urdu (Nastaliq, right to left): each namespace of English, with Urdu's plural categories.
 * One export per namespace (`<namespace>.json`): the translator imports the folder whole.
 */
export { default as account } from './account.json';
export { default as billing } from './billing.json';
export { default as catalog } from './catalog.json';
export { default as common } from './common.json';
export { default as discussions } from './discussions.json';
export { default as integrations } from './integrations.json';
export { default as learning } from './learning.json';
export { default as media } from './media.json';
export { default as quizzes } from './quizzes.json';
export { default as request } from './request.json';
export { default as teams } from './teams.json';
export { default as validation } from './validation.json';
