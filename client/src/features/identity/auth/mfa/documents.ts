import { graphql } from '../../../../gql';

export const PasskeyLoginOptionsMutation = graphql(`
  mutation PasskeyLoginOptionsMutation {
    passkeyLoginOptions
  }
`);

export const LoginWithPasskeyMutation = graphql(`
  mutation LoginWithPasskeyMutation($response: String!) {
    loginWithPasskey(response: $response) {
      message
      user {
        ...Session_user @unmask
      }
    }
  }
`);

export const SecondFactorPasskeyOptionsMutation = graphql(`
  mutation SecondFactorPasskeyOptionsMutation($challengeToken: String!) {
    secondFactorPasskeyOptions(challengeToken: $challengeToken)
  }
`);

export const CompleteSecondFactorMutation = graphql(`
  mutation CompleteSecondFactorMutation($input: CompleteSecondFactorInput!) {
    completeSecondFactor(input: $input) {
      message
      user {
        ...Session_user @unmask
      }
    }
  }
`);

export const SecuritySettingsQuery = graphql(`
  query SecuritySettingsQuery {
    me {
      id
      mfaEnabled
      mfaSetupRequired
      security {
        totpEnabled
        recoveryCodesLeft
      }
      passkeys {
        id
        name
        createdAt
        lastUsedAt
        backedUp
      }
    }
  }
`);

export const PasskeyRegistrationOptionsMutation = graphql(`
  mutation PasskeyRegistrationOptionsMutation {
    passkeyRegistrationOptions
  }
`);

export const RegisterPasskeyMutation = graphql(`
  mutation RegisterPasskeyMutation($response: String!, $name: String!) {
    registerPasskey(response: $response, name: $name) {
      id
      name
    }
  }
`);

export const RenamePasskeyMutation = graphql(`
  mutation RenamePasskeyMutation($id: ID!, $name: String!) {
    renamePasskey(id: $id, name: $name) {
      id
      name
    }
  }
`);

export const RemovePasskeyMutation = graphql(`
  mutation RemovePasskeyMutation($id: ID!) {
    removePasskey(id: $id) {
      id
    }
  }
`);

export const EnableTotpMutation = graphql(`
  mutation EnableTotpMutation {
    enableTotp {
      secret
      uri
      qrCodeDataUrl
    }
  }
`);

export const ConfirmTotpMutation = graphql(`
  mutation ConfirmTotpMutation($code: String!) {
    confirmTotp(code: $code) {
      message
      codes
    }
  }
`);

export const DisableTotpMutation = graphql(`
  mutation DisableTotpMutation {
    disableTotp {
      user {
        id
        mfaEnabled
        security {
          totpEnabled
          recoveryCodesLeft
        }
      }
    }
  }
`);

export const RegenerateRecoveryCodesMutation = graphql(`
  mutation RegenerateRecoveryCodesMutation {
    regenerateRecoveryCodes {
      message
      codes
    }
  }
`);

export const ReauthenticationPasskeyOptionsMutation = graphql(`
  mutation ReauthenticationPasskeyOptionsMutation {
    reauthenticationPasskeyOptions
  }
`);

export const ReauthenticateMutation = graphql(`
  mutation ReauthenticateMutation($input: ReauthenticateInput!) {
    reauthenticate(input: $input) {
      until
    }
  }
`);
