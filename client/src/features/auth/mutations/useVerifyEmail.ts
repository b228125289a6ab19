import { graphql } from '../../../gql';
import { accountFailures } from '../accountTexts';
import { type SendMailedToken, useMailedToken } from './useMailedToken';

export const VerifyEmailMutation = graphql(`
  mutation VerifyEmailMutation($token: String!) {
    verifyEmail(token: $token) {
      success
      message
    }
  }
`);

const verify: SendMailedToken = async (client, token) =>
  (await client.mutate({ mutation: VerifyEmailMutation, variables: { token } })).data?.verifyEmail;

/** Confirms the email address with the mailed token ('Failed to confirm your email' when it fails unexplained). */
export const useVerifyEmail = () => useMailedToken(verify, accountFailures.verifyEmail);
