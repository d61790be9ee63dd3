import { expect, it } from 'vitest'
import { DISPLAY } from '../lazyConstants'
import { truncateEmail } from './truncateEmail'

it('truncates e-mails longer than DISPLAY.emailDisplayMax (30) with an ellipsis', () => {
  expect(DISPLAY.emailDisplayMax).toBe(30)
  const exactly30 = `${'a'.repeat(20)}@bcdef.com`
  expect(exactly30).toHaveLength(30)
  expect(truncateEmail(exactly30)).toBe(exactly30)
  const long = `${'a'.repeat(25)}@example.com`
  expect(truncateEmail(long)).toBe(`${long.slice(0, 30)}…`)
  expect(truncateEmail('me@x.io')).toBe('me@x.io')
})

it('takes another maximum', () => {
  expect(truncateEmail('someone@example.com', 7)).toBe('someone…')
})
