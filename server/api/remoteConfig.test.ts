import { describe, expect, it } from 'vitest'
import { PROJECT_DEFAULT_FEATURES } from '../data/projects'
import { remoteConfig } from './remoteConfig'

describe('remoteConfig', () => {
  it('keeps the socials in the project order and serves only shares below 100', () => {
    const config = remoteConfig({ ...PROJECT_DEFAULT_FEATURES, socials: ['github', 'google'] }, { email: 50, swaps: 100, network_status: 0 })
    expect(config.features[0]).toEqual({ id: 'social_login', isEnabled: true, config: ['email', 'github', 'google'] })
    expect(config.rollouts).toEqual({ email: 50, network_status: 0 })
  })

  it('leaves rollouts out when no share is below 100, and says nothing of pay unless the project sets it', () => {
    const config = remoteConfig(PROJECT_DEFAULT_FEATURES, { email: 100 })
    expect(config).not.toHaveProperty('rollouts')
    expect(config.features.map((feature) => feature.id)).not.toContain('pay')
    expect(remoteConfig({ ...PROJECT_DEFAULT_FEATURES, pay: false }).features.find((feature) => feature.id === 'pay')).toEqual({ id: 'pay', isEnabled: false, config: null })
  })
})
