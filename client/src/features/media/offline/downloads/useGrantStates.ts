import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { errorCode } from '../../../../shared/errors';
import { useOnline } from '../../../../shared/useOnline';
import { DownloadGrantStateQuery } from './downloadDocuments';
import type { Download } from './downloadStore';

export type GrantStatus = 'LIVE' | 'EXPIRED' | 'ACCESS_ENDED' | 'REVOKED';

/**
 * Whether each download still plays: asked of the server while online (the status it alone knows: a revoked session,
 * a subscription that ended); offline, only the expiry the device already holds is known. A download the server no
 * longer knows (its session's rows are gone) is REVOKED.
 */
export function useGrantStates(downloads: readonly Download[], now: () => number = Date.now) {
  const client = useApolloClient();
  const online = useOnline();
  const [asked, setAsked] = useState<Record<string, GrantStatus>>({});
  const ids = downloads.map((download) => download.id).join();
  useEffect(() => {
    if (!online) return;
    let current = true;
    for (const id of ids.split(',').filter(Boolean)) {
      void client
        .query({ query: DownloadGrantStateQuery, variables: { id }, fetchPolicy: 'network-only' })
        .then(
          ({ data }) => data?.downloadGrantState.status,
          (error: unknown) => (errorCode(error) === 'NOT_FOUND' ? 'REVOKED' : undefined),
        )
        .then((status) => {
          if (current && status) setAsked((known) => ({ ...known, [id]: status }));
        });
    }
    return () => {
      current = false;
    };
  }, [client, online, ids]);
  return (download: Download): GrantStatus => {
    const status = asked[download.id];
    if (status && status !== 'LIVE') return status;
    return Date.parse(download.expiresAt) <= now() ? 'EXPIRED' : 'LIVE';
  };
}
