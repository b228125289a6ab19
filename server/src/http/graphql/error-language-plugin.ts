import type { ApolloServerPlugin } from '@apollo/server';
import { DEFAULT_LOCALE, isErrorCode } from '@coursehub/shared';
import { localizeMessage, messageLocale } from '../messages/message-translator';
import type { GraphQLContext } from './context';

/**
 * Words each of the answer's own errors (a DomainError's, by its code, and the masked internal error) in the request's
 * language (messages/): the message only, never the code, the field or the path. Apollo's and graphql-js's errors
 * about the document itself (parse and validation failures) keep their English: their words quote the query. English
 * is left as it is, so an integrator that asks for no language reads the same answers as before.
 */
/** Our codes, and the internal error's, whose message format-error.ts always masks as INTERNAL_ERROR_MESSAGE. */
const ours = (code: unknown) => isErrorCode(code) || code === 'INTERNAL_SERVER_ERROR';

export const errorsInRequestLanguage: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
        const locale = messageLocale(contextValue.req);
        if (locale === DEFAULT_LOCALE) return;
        response.body.singleResult.errors = response.body.singleResult.errors.map((error) =>
          ours(error.extensions?.code) ? { ...error, message: localizeMessage(error.message, locale) } : error,
        );
      },
    };
  },
};
