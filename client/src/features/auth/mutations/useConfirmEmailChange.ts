import { graphql } from '../../../gql';
import { accountFailures } from '../accountTexts';
import { type SendMailedToken, useMailedToken } from './useMailedToken';

export const ConfirmEmailChangeMutation = graphql(`
  mutation ConfirmEmailChangeMutation($token: String!) {
    confirmEmailChange(token: $token) {
      success
      message
    }
  }
`);

const confirmChange: SendMailedToken = async (client, token) =>
  (await client.mutate({ mutation: ConfirmEmailChangeMutation, variables: { token } })).data?.confirmEmailChange;

/** Makes a requested email change take effect with the token mailed to the new address. */
export const useConfirmEmailChange = () => useMailedToken(confirmChange, accountFailures.confirmEmailChange);
