/** What the e2e files check on every new view: axe on the modal, and (GANGWAY_SHOTS=<folder>) a screenshot of it. */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { modal, waitForAnimations } from './helpers'

/** axe's violations inside the modal, each as `rule: the nodes it found`, once animations have settled. */
export async function modalAxeViolations(page: Page): Promise<string[]> {
  await waitForAnimations(page)
  const results = await new AxeBuilder({ page }).include('gangway-modal').analyze()
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(' ')}`)
}

/** GANGWAY_SHOTS=<folder>: the modal's dialog as `<name>.png` there, to look at as a visitor would. */
export async function viewShot(page: Page, name: string): Promise<void> {
  const folder = process.env.GANGWAY_SHOTS
  if (!folder) return
  mkdirSync(folder, { recursive: true })
  await waitForAnimations(page)
  await modal(page).dialog.screenshot({ path: join(folder, `${name}.png`), animations: 'disabled' })
}
