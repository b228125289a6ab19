/**
 * Sends a GraphQL operation (its printed text) as the page is hidden or closed, when an ordinary request may be cut
 * off. Not `navigator.sendBeacon`: a beacon's body is text/plain (or another CORS-safelisted type), which the server's
 * CSRF prevention (Apollo's csrfPrevention) refuses for GraphQL; a `keepalive` fetch outlives the page the same way,
 * sends the session cookie (same origin) and may carry application/json. Fire and forget: nothing is told of an
 * answer, and a browser without keepalive quota left (64 kB in flight) throws at once, so the request is then not sent.
 */
export function sendOnExit(query: string, variables: Record<string, unknown>) {
  try {
    fetch('/graphql', {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    }).catch(() => undefined);
  } catch {
    // No keepalive quota left: not sent (each caller says what makes up for it).
  }
}
