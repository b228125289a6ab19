import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { graphql } from '../../../../gql';
import { useSession } from '../../auth/session/SessionProvider';

export const SetTimeZoneMutation = graphql(`
  mutation SetTimeZoneMutation($timeZone: String) {
    setTimeZone(timeZone: $timeZone) {
      id
      timeZone
    }
  }
`);

/** The browser's IANA time zone (Asia/Kolkata); null where the platform does not say. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || null;

/**
 * Keeps a signed-in account's time zone the browser's, as calendars do, so that reminders reach the learner at a
 * decent hour of their own day: once the server has confirmed the session (`verified`), a different zone is sent, once
 * per page. A refusal (a zone the server does not know) leaves the account's as it was.
 */
export function AccountTimeZone() {
  const { verified, data } = useSession();
  const [setTimeZone] = useMutation(SetTimeZoneMutation);
  const sent = useRef(false);
  const saved = data?.timeZone;
  useEffect(() => {
    const zone = browserTimeZone();
    if (!verified || !data || sent.current || !zone || zone === saved) return;
    sent.current = true;
    setTimeZone({ variables: { timeZone: zone } }).catch(() => undefined);
  }, [verified, data, saved, setTimeZone]);
  return null;
}
