import { describe, expect, it } from 'vitest'
import { useSeededApi } from '../testing/useSeededApi'

const event = (eventId: string, extra: Record<string, unknown> = {}) => ({
  eventId,
  url: 'http://127.0.0.1:3000/',
  domain: '127.0.0.1',
  timestamp: 1_790_000_000_000,
  props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
  ...extra,
})

describe('analytics: POST /e and GET /e', () => {
  const app = useSeededApi()
  const post = (body: unknown, projectId = 'gangway-demo') =>
    app.request(`/e?projectId=${projectId}&st=appkit&sv=test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const readBack = async (projectId = 'gangway-demo') =>
    ((await (await app.request(`/e?projectId=${projectId}`)).json()) as { data: { eventId: string }[] }).data

  it('stores valid events (202) and reads them back newest first, per project', async () => {
    const first = await post(event('e-1'))
    expect(first.status).toBe(202)
    const error = event('e-2', {
      props: { type: 'error', event: 'ERROR', errorType: 'TypeError', errorMessage: 'boom', stackTrace: 'at x' },
    })
    expect((await post(error)).status).toBe(202)
    const stored = await readBack()
    expect(stored.map((item) => item.eventId)).toEqual(['e-2', 'e-1'])
    expect(stored[0]).toEqual(error)
    expect(await readBack('gangway-test')).toEqual([])
  })

  it.each([
    ['a missing eventId', { ...event('x'), eventId: undefined }, 'eventId'],
    ['a string timestamp', { ...event('x'), timestamp: 'now' }, 'timestamp'],
    ['props without event', { ...event('x'), props: { type: 'track' } }, 'props.event'],
    ['properties that are not an object', { ...event('x'), props: { type: 't', event: 'e', properties: 'p' } }, 'props.properties'],
  ])('rejects %s with 400 naming the field', async (_label, body, field) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    const { message } = (await response.json()) as { message: string }
    expect(message).toMatch(/^Invalid analytics event: /)
    expect(message).toContain(field)
  })

  it('rejects a body that is not JSON, and stores nothing for rejected events', async () => {
    const before = (await readBack()).length
    const response = await post('{not json')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Invalid analytics event: body must be JSON' })
    expect(await readBack()).toHaveLength(before)
  })
})
