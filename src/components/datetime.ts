/** Display of stored date-times as YYYY-MM-DD HH:mm:ss (seed 000 §9); '—' when empty or invalid. */
import dayjs from 'dayjs';

export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATETIME_FORMAT) : String(value);
}
