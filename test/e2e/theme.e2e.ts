/**
 * Theme switching changes what the visitor sees: the dialog's background colour and the host's data-theme,
 * from the demo's toggle (between opens) and from appkit.setThemeMode() (live, while open).
 */
import { expect, test } from 'vitest'
import { demo, luminance, modal, openWithButton, resolvedColour, useBrowser, waitClosed, waitForAnimations } from './helpers'
import type { DemoWindow } from './helpers'
import type { Page } from 'playwright-core'

const { newSession } = useBrowser()

async function appearance(page: Page) {
  const m = modal(page)
  await waitForAnimations(page)
  const theme = await m.host.getAttribute('data-theme')
  const background = await resolvedColour(page, m.dialog, 'backgroundColor')
  return { theme, background, luminance: luminance(background) }
}

test('the demo theme toggle switches the modal between dark and light', async () => {
  const { page } = await newSession({ theme: 'dark' })
  await openWithButton(page)
  const dark = await appearance(page)
  expect(dark.theme).toBe('dark')
  expect(dark.background[3], 'the dark dialog has an opaque-ish background').toBeGreaterThan(200)

  await page.keyboard.press('Escape')
  await waitClosed(page)
  await demo(page).themeToggle.click()
  await openWithButton(page)
  const light = await appearance(page)

  expect(light.theme).toBe('light')
  expect(light.background, 'the background colour changed').not.toEqual(dark.background)
  expect(light.luminance, `light ${light.background.join(',')} is lighter than dark ${dark.background.join(',')}`).toBeGreaterThan(
    dark.luminance,
  )
})

test('appkit.setThemeMode() recolours the open modal', async () => {
  const { page } = await newSession({ theme: 'light' })
  await openWithButton(page)
  const light = await appearance(page)
  expect(light.theme).toBe('light')

  await page.evaluate(() => (window as unknown as DemoWindow).appkit.setThemeMode('dark'))
  await expect.poll(() => modal(page).host.getAttribute('data-theme')).toBe('dark')
  const dark = await appearance(page)

  expect(dark.background).not.toEqual(light.background)
  expect(dark.luminance).toBeLessThan(light.luminance)
  expect((await page.evaluate(() => (window as unknown as DemoWindow).appkit.getState())).open, 'still open').toBe(true)
})

test('?theme=light and ?theme=dark start the modal in that theme', async () => {
  for (const theme of ['light', 'dark'] as const) {
    const { page } = await newSession({ theme })
    await openWithButton(page)
    expect(await modal(page).host.getAttribute('data-theme')).toBe(theme)
  }
})
