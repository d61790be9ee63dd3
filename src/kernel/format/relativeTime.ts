import dayjs from 'dayjs'

export type DateInput = Date | string | number

/**
 * How long ago `date` was, in §9's shortened units, with no suffix: '5 sec', '3 min', '2 hr', '4 d',
 * '2 mo', '1 yr'. Each unit counts whole elapsed units (calendar-aware for months and years); a date in
 * the future shows '0 sec'; an invalid date gives an empty string.
 */
export function relativeTime(date: DateInput, now: DateInput = Date.now()): string {
  const then = dayjs(date)
  const current = dayjs(now)
  if (!then.isValid() || !current.isValid()) return ''
  const seconds = current.diff(then, 'second')
  if (seconds < 60) return `${Math.max(0, seconds)} sec`
  const minutes = current.diff(then, 'minute')
  if (minutes < 60) return `${minutes} min`
  const hours = current.diff(then, 'hour')
  if (hours < 24) return `${hours} hr`
  const months = current.diff(then, 'month')
  if (months < 1) return `${current.diff(then, 'day')} d`
  const years = current.diff(then, 'year')
  if (years < 1) return `${months} mo`
  return `${years} yr`
}
