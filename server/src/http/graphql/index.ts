/**
 * The GraphQL transport's public entry: everything a module's resolvers (`<domain>/<area>/<area>.resolver.ts`) may use
 * from http/, and nothing else. Modules import http/ only through this file and rest/index.ts (a test over the import
 * graph holds them to it); the schema, the executor, the plugins and the error formatter are http/'s own.
 */
export { say } from '../messages/message-translator';
export { clearSessionCookie, sessionClient, setDeviceCookie, setSessionCookie } from '../session-cookie';
export { connectionType } from './connection';
export type { GraphQLContext } from './context';
export { DeprecatedMessageFields } from './deprecated-message-fields';
export { enumValues } from './enum-values';
export { GraphQLUpload, resolveUpload, type UploadArg } from './scalars';
export { selectedFields } from './selection';
