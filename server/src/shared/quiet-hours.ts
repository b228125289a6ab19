/** Hours of a learner's own day in which mails and notifications about events wait: from `startHour` to `endHour`. */
export interface QuietHours {
  startHour: number;
  endHour: number;
}

const MINUTES_A_DAY = 24 * 60;

/** One formatter per time zone: building one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time at `instant` in `timeZone`, in seconds since its midnight; UTC's for a zone Intl does not know. */
function secondsIntoDay(instant: Date, timeZone: string | null): number {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = formatterFor(timeZone ?? 'UTC');
  } catch {
    formatter = formatterFor('UTC');
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(formatter.formatToParts(instant).find((each) => each.type === type)?.value ?? 0);
  return part('hour') * 3600 + part('minute') * 60 + part('second');
}

/**
 * When something that happens at `now` may reach a learner whose time zone is `timeZone` (an IANA name; UTC when
 * unknown): null when `now` is outside the quiet hours (or there are none), else the end of the quiet hours it falls
 * in, the next morning when they span midnight. A change of clocks (summer time) during the wait moves that end by
 * the change.
 */
export function quietHoursEnd(now: Date, timeZone: string | null, quiet: QuietHours | null): Date | null {
  if (!quiet) return null;
  const seconds = secondsIntoDay(now, timeZone);
  const minutes = Math.floor(seconds / 60);
  const start = quiet.startHour * 60;
  const end = quiet.endHour * 60;
  const quietNow = start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
  if (!quietNow) return null;
  const waitSeconds = (((end * 60 - seconds) % (MINUTES_A_DAY * 60)) + MINUTES_A_DAY * 60) % (MINUTES_A_DAY * 60);
  return new Date(now.getTime() - now.getUTCMilliseconds() + waitSeconds * 1000);
}
