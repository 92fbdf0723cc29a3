import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A point in time in the console language, as a `<time>` element. */
export function When({ value, dateOnly = false }: { value: string; dateOnly?: boolean }) {
  const format = useFormatWhen();
  return <time dateTime={value}>{format(value, dateOnly)}</time>;
}

/** Formats a server timestamp in the console language (date and time, or the date only). */
export function useFormatWhen() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (value: string, dateOnly = false) =>
    formatDate(value, language, dateOnly ? { dateStyle: 'medium' } : DATE_TIME);
}
