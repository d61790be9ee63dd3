import { describe, expect, it } from 'vitest'
import { isExactOrigin, isOriginEntry } from './dashboardInputs'
import { applyFeatureChange } from './featureUpdate'
import { PROJECT_DEFAULT_FEATURES } from '../data/projects'

describe('allowed-origin entries', () => {
  it('takes http(s) origins and a wildcard as a whole leading label', () => {
    for (const value of ['https://app.example.com', 'http://127.0.0.1:5173', 'http://localhost:3000', 'https://*.pages.dev', '*.vercel.app', 'http://*.example.com:8080'])
      expect(isOriginEntry(value), value).toBe(true)
  })

  it('refuses paths, other schemes, credentials, a wildcard anywhere else, and non-canonical forms', () => {
    for (const value of [
      'https://app.example.com/',
      'https://app.example.com/path',
      'https://app.example.com?x=1',
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://example.com',
      'ws://example.com',
      'https://user@example.com',
      'https://*example.com',
      'https://a.*.example.com',
      'https://example.*',
      '*',
      '*.',
      'https://*.*.example.com',
      'HTTPS://EXAMPLE.COM',
      'https://exa mple.com',
      'https://example.com:80:80',
      '',
    ])
      expect(isOriginEntry(value), value).toBe(false)
    expect(isExactOrigin('https://*.pages.dev')).toBe(false)
  })
})

describe('applyFeatureChange', () => {
  const current = { features: { ...PROJECT_DEFAULT_FEATURES, plugins: { network_status: true } }, rollouts: { email: 20 } }

  it('changes what the body names; a share of 100 is dropped; a plugin share is kept while the plugin is', () => {
    expect(applyFeatureChange(current, { swaps: false, rollouts: { email: 100, network_status: 30 } })).toEqual({
      features: { ...current.features, swaps: false },
      rollouts: { network_status: 30 },
    })
    expect(applyFeatureChange({ ...current, rollouts: { network_status: 30 } }, { plugins: {} }).rollouts).toEqual({})
  })

  it('refuses a share for an unknown feature, naming it', () => {
    expect(() => applyFeatureChange(current, { rollouts: { teleport: 5 } })).toThrow(expect.objectContaining({ field: 'rollouts.teleport', status: 400 }))
  })
})
