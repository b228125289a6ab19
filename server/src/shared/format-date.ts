/** A day as mails and the server's own pages write it, in UTC: '5 January 2028'. */
export const formatDate = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
