/**
 * The picture REST answers for an account without an avatar (shared/media-urls.ts DEFAULT_AVATAR_PATH): the avatar
 * icon the web client draws in that case. Kept in the server, not the client's build, so it is served under /media
 * whether or not a client build is present.
 */
export const DEFAULT_AVATAR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="96" height="96" role="img" aria-label="Avatar"><circle cx="24" cy="24" r="24" fill="#f4f4f5"/><g transform="translate(9.6 9.6) scale(1.2)" fill="#27272a"><path d="M20 22H18V20C18 18.3431 16.6569 17 15 17H9C7.34315 17 6 18.3431 6 20V22H4V20C4 17.2386 6.23858 15 9 15H15C17.7614 15 20 17.2386 20 20V22ZM12 13C8.68629 13 6 10.3137 6 7C6 3.68629 8.68629 1 12 1C15.3137 1 18 3.68629 18 7C18 10.3137 15.3137 13 12 13ZM12 11C14.2091 11 16 9.20914 16 7C16 4.79086 14.2091 3 12 3C9.79086 3 8 4.79086 8 7C8 9.20914 9.79086 11 12 11Z"/></g></svg>';
