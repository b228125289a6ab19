import { formatDateIn } from '../../i18n/format';

/** An ISO date-time as a short local date ('Jan 5, 2027') in `language`; '' when it cannot be read. */
export function formatDate(iso: string | null | undefined, language = 'en'): string {
  return formatDateIn(iso, language);
}
