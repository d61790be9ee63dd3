/**
 * Analytics only when enabled: the demo project allows them and the demo leaves features.analytics on, so
 * opening the modal stores a MODAL_OPEN event through POST /e; the test project turns them off, so the
 * page never calls POST /e.
 */
import { describe, expect, test } from 'vitest'
import { openWithButton, useBrowser } from './helpers'

const { newSession } = useBrowser()
const API = 'http://127.0.0.1:3001'

interface StoredEvent {
  timestamp: number
  url: string
  props: { type: string; event: string; properties?: Record<string, unknown> }
}

async function storedEvents(projectId: string): Promise<StoredEvent[]> {
  const response = await fetch(`${API}/e?projectId=${projectId}`)
  const body = (await response.json()) as { data: StoredEvent[] }
  return body.data
}

describe('analytics', () => {
  test('with analytics enabled, opening the modal stores a MODAL_OPEN event for the project', async () => {
    const startedAt = Date.now()
    const { page, requests } = await newSession()
    await openWithButton(page)
    await expect
      .poll(async () => (await storedEvents('gangway-demo')).filter((e) => e.timestamp >= startedAt && e.props.event === 'MODAL_OPEN').length, { timeout: 10_000 })
      .toBeGreaterThan(0)
    const event = (await storedEvents('gangway-demo')).find((e) => e.timestamp >= startedAt && e.props.event === 'MODAL_OPEN')!
    expect(event.url).toContain('127.0.0.1:3000')
    expect(event.props.properties).toEqual({ connected: false })
    const post = requests.find((r) => r.port === 3001 && r.pathname === '/e' && r.method === 'POST')
    expect(new URL(post!.url).searchParams.get('projectId')).toBe('gangway-demo')
  })

  test('with analytics disabled for the project, the page never calls POST /e', async () => {
    const { page, requests } = await newSession({ projectId: 'gangway-test' })
    await openWithButton(page)
    await expect.poll(() => requests.some((r) => r.pathname === '/getAnalyticsConfig')).toBe(true)
    await page.keyboard.press('Escape')
    await openWithButton(page)
    await page.waitForTimeout(500)
    expect(requests.filter((r) => r.pathname === '/e')).toEqual([])
  })
})
