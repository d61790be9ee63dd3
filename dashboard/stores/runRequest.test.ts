import { observable } from 'mobx'
import { describe, expect, it } from 'vitest'
import { DashboardApiError } from '../api'
import type { FieldError } from './fieldError'
import { runRequest } from './runRequest'

describe('runRequest', () => {
  it('busy while the request runs, the last error gone; a refusal is kept beside the field the server named', async () => {
    const store = observable({ busy: false, error: { message: 'Earlier failure', field: undefined } as FieldError | null })
    let finish = (): void => undefined
    const running = runRequest(store, () => new Promise<void>((resolve) => (finish = resolve)))
    expect(store).toEqual({ busy: true, error: null })
    finish()
    await running
    expect(store).toEqual({ busy: false, error: null })
    await expect(runRequest(store, () => Promise.reject(new DashboardApiError(400, 'invalid_name', 'Name the project', 'name')))).resolves.toBeUndefined()
    expect(store.busy).toBe(false)
    expect(store.error).toMatchObject({ field: 'name' })
  })
})
