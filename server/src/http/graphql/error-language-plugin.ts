import type { ApolloServerPlugin } from '@apollo/server';
import { DEFAULT_LOCALE, isErrorCode } from '@coursehub/shared';
import { localizeMessage, messageLocale } from '../messages/message-translator';
import type { GraphQLContext } from './context';

/**
 * Words each of the answer's own errors (a DomainError's, by its code) in the request's language (messages/): the
 * message only, never the code, the field or the path. English is left as it is, so an integrator that asks for no
 * language reads the same answers as before.
 */
export const errorsInRequestLanguage: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
        const locale = messageLocale(contextValue.req);
        if (locale === DEFAULT_LOCALE) return;
        response.body.singleResult.errors = response.body.singleResult.errors.map((error) =>
          isErrorCode(error.extensions?.code) ? { ...error, message: localizeMessage(error.message, locale) } : error,
        );
      },
    };
  },
};
