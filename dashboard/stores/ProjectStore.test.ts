import { describe, expect, it, vi } from 'vitest'
import { DashboardApiError, type DashboardApi, type ProjectSettings } from '../api'
import { changeOf, draftOf } from './featureDraft'
import { ProjectStore } from './ProjectStore'

const project: ProjectSettings = {
  id: 'gw-1',
  name: 'Shop',
  allowedOrigins: ['http://127.0.0.1:5173'],
  allowLocalOrigins: false,
  features: { email: true, socials: ['github', 'google'], swaps: true, onramp: true, activity: true, multiWallet: false },
  rollouts: { email: 50 },
  requireVerifiedDomain: false,
  domains: [],
  createdAt: '2026-11-27T00:00:00.000Z',
}

function fakeApi(overrides: Partial<DashboardApi> = {}): DashboardApi {
  const same = async () => ({ project })
  return {
    sendCode: vi.fn(),
    signIn: vi.fn(),
    me: vi.fn(),
    signOut: vi.fn(),
    projects: vi.fn(),
    createProject: vi.fn(),
    project: vi.fn(same),
    setOrigins: vi.fn(same),
    setFeatures: vi.fn(same),
    setDomainPolicy: vi.fn(same),
    startDomain: vi.fn(),
    verifyDomain: vi.fn(),
    rotateKey: vi.fn(),
    analytics: vi.fn(async () => ({ days: [], series: [], errors: [] })),
    audit: vi.fn(async () => ({ entries: [] })),
    rotateTeamKey: vi.fn(),
    ...overrides,
  } as DashboardApi
}

describe('the features form', () => {
  it('lists the on socials first in their order, then the others; sends them in the order shown with every share', () => {
    const draft = draftOf(project)
    expect(draft.socials.slice(0, 3)).toEqual([{ provider: 'github', on: true }, { provider: 'google', on: true }, { provider: 'x', on: false }])
    expect(draft.shares['email']).toBe('50')
    draft.socials[2]!.on = true
    draft.shares['swaps'] = ''
    draft.shares['onramp'] = 'abc'
    const change = changeOf(draft, false)
    expect(change.socials).toEqual(['github', 'google', 'x'])
    expect(change).not.toHaveProperty('pay')
    // Empty is everyone; what is not a number goes as typed, for the API to refuse naming it.
    expect(change.rollouts).toMatchObject({ email: 50, swaps: 100, onramp: 'abc' })
  })
})

describe('ProjectStore', () => {
  it('offers the §9 suggestions not yet listed and adds one only when asked', async () => {
    const api = fakeApi()
    const store = new ProjectStore(api, 'gw-1')
    await store.load()
    expect(store.suggestions).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'https://*.pages.dev', 'https://*.vercel.app'])
    expect(api.setOrigins).not.toHaveBeenCalled()
    await store.addOrigin('https://*.pages.dev')
    expect(api.setOrigins).toHaveBeenCalledWith('gw-1', ['http://127.0.0.1:5173', 'https://*.pages.dev'])
  })

  it("keeps the API's refusal with its field, in the section it belongs to", async () => {
    const api = fakeApi({ setFeatures: vi.fn(async () => Promise.reject(new DashboardApiError(400, 'INVALID_INPUT', 'rollouts.email: a share is an integer from 0 to 100', 'rollouts.email'))) })
    const store = new ProjectStore(api, 'gw-1')
    await store.load()
    store.setShare('email', '150')
    await store.saveFeatures()
    expect(store.errorFor('features')).toEqual({ message: 'rollouts.email: a share is an integer from 0 to 100', field: 'rollouts.email' })
    expect(store.errorFor('origins')).toBeNull()
  })
})
