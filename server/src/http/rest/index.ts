/**
 * The REST transport's public entry: everything a module's REST routes (`<domain>/<area>/<area>.rest.ts`) may use
 * from http/, and nothing else. Modules import http/ only through this file and graphql/index.ts (a test over the
 * import graph holds them to it); the router, the error handler and the OpenAPI document are http/'s own.
 */
export { pageLocale } from '../request-locale';
export {
  clearSessionCookie,
  sessionClient,
  setDeviceCookie,
  setSessionCookie,
} from '../session-cookie';
export { sendCachedJson } from './cached-json';
export { allowedOrigins } from './cors';
export { sendCsvFile } from './csv-file';
export { multipartForm, uploadedFile } from './multipart';
export { LIMIT_MESSAGE, NEXT_LINK_HEADER, nextCursorSchema, pageQuery, pageQuerySchema, restPage } from './paging';
export {
  adminOnly,
  authenticated,
  bodyFields,
  crossSiteGuard,
  jsonBody,
  nextLink,
  numericQueryParam,
  queryParam,
  requestScope,
  requiredQueryParam,
  text,
} from './request';
export {
  csvFileResponse,
  idParams,
  mediaUrl,
  type RestOperationDoc,
  restId,
  restOperations,
  successBody,
  textFields,
} from './rest-operation';
