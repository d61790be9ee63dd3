/** E-mail login in the demo: the dev mailbox of the local secure site, and the steps a visitor takes. */
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { demo, modal, openWithButton } from './helpers'

export const SECURE_SITE = 'http://127.0.0.1:3003'

interface Mail {
  readonly to: string
  readonly subject: string
  readonly text: string
}

/** A fresh address per test, so the 30 s rule and earlier mails never get in the way. */
export const newEmail = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`

/** The newest mail to `to` whose text matches `pattern`, waiting for it to arrive. */
export async function mailTo(to: string, pattern: RegExp, after = 0): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${SECURE_SITE}/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as (Mail & { receivedAt: string })[]
      found = mails.find((mail) => pattern.test(mail.text) && Date.parse(mail.receivedAt) >= after)
      return found !== undefined
    }, { timeout: 10_000 })
    .toBe(true)
  return found!
}

/** The 6-digit code of the newest code mail to `to`. */
export async function codeFor(to: string, after = 0): Promise<string> {
  const mail = await mailTo(to, /^\d{6}$/m, after)
  return /^(\d{6})$/m.exec(mail.text)![1]!
}

/** The device-approval link of the newest device mail to `to`. */
export async function deviceLinkFor(to: string): Promise<string> {
  const mail = await mailTo(to, /verify-device\?token=/)
  return /(https?:\/\/\S+verify-device\?token=[\w-]+)/.exec(mail.text)![1]!
}

/** Connect → type the e-mail → Continue: the EmailLogin view shows the given step. */
export async function submitEmail(page: Page, email: string, step: 'otp' | 'device' = 'otp'): Promise<void> {
  await openWithButton(page)
  await page.locator('[data-testid="gw-email-input"]').fill(email)
  await page.locator('[data-testid="gw-email-submit"]').click()
  await modal(page).view('EmailLogin').waitFor({ state: 'visible' })
  await page.locator(`[data-testid="gw-email-login"][data-step="${step}"]`).waitFor()
}

export async function enterCode(page: Page, code: string): Promise<void> {
  await page.locator('[data-testid="gw-otp-input"]').fill(code)
}

/** E-mail, code from the mailbox, connected: resolves with the embedded wallet's address as the page shows it. */
export async function loginWithEmail(page: Page, email: string): Promise<`0x${string}`> {
  const sentAfter = Date.now() - 1000
  await submitEmail(page, email)
  await enterCode(page, await codeFor(email, sentAfter))
  await modal(page).dialog.waitFor({ state: 'detached' })
  await expect.poll(() => demo(page).connectButton.textContent()).toMatch(/^0x/)
  const account = JSON.parse((await page.locator('[data-testid="demo-account"]').textContent()) ?? '{}') as { address?: `0x${string}` }
  return account.address!
}
