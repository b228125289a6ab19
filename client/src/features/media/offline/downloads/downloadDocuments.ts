import { graphql } from '../../../../gql';

/** A grant for one lecture: its key wrapped for this device's public key, until the paid-through date. */
export const DownloadGrantMutation = graphql(`
  mutation DownloadGrantMutation($input: DownloadGrantInput!) {
    downloadGrant(input: $input) {
      id
      lectureId
      quality
      wrappedKey
      issuedAt
      expiresAt
    }
  }
`);

/** Whether a download still plays, and why not: asked when the Downloads page is shown online. */
export const DownloadGrantStateQuery = graphql(`
  query DownloadGrantStateQuery($id: ID!) {
    downloadGrantState(id: $id) {
      id
      status
      expiresAt
    }
  }
`);

/** A signed stretch of offline viewing, sent once the device is online again. */
export const SubmitViewingReceiptMutation = graphql(`
  mutation SubmitViewingReceiptMutation($input: ViewingReceiptInput!) {
    submitViewingReceipt(input: $input) {
      lectureId
      watchedSeconds
      verified
    }
  }
`);
