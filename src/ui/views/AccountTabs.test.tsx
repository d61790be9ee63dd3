// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { definePlugin } from '../../kernel/plugins/definePlugin'
import { activity } from '../../plugins/activity'
import { kitsPerTest } from '../../test-support/kitsPerTest'
import { renderWithKit, testOptions } from '../../test-support/testKit'
import { AccountTabs } from './AccountTabs'

const startKit = kitsPerTest()
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent)

/** A third-party plugin with an Account tab of its own. */
const notes = definePlugin({
  name: 'notes',
  accountTabs: [{ id: 'notes', label: 'Notes' }],
  load: () => Promise.resolve({ accountTabs: { notes: () => <p>My notes</p> } }),
})

describe('AccountTabs (§2: Tokens, NFTs and Activity)', () => {
  it('without the activity plugin the Activity tab is still there, and says activity is not enabled', () => {
    renderWithKit(startKit(testOptions()), <AccountTabs />)
    expect(tabNames()).toEqual(['Tokens', 'NFTs', 'Activity'])
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    expect(screen.getByTestId('gw-activity-off').textContent).toBe('Activity is not enabled in this app.')
  })

  it('with the activity plugin turned off by its flag, the same', () => {
    renderWithKit(startKit(testOptions({ plugins: [activity()], features: { history: false } })), <AccountTabs />)
    expect(tabNames()).toEqual(['Tokens', 'NFTs', 'Activity'])
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    expect(screen.getByTestId('gw-activity-off')).toBeTruthy()
  })

  it("the activity plugin fills the third tab (once); another plugin's tab comes after it", async () => {
    renderWithKit(startKit(testOptions({ plugins: [notes, activity()] })), <AccountTabs />)
    expect(tabNames()).toEqual(['Tokens', 'NFTs', 'Activity', 'Notes'])
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    // The activity plugin's own tab (its chunk loaded): with no wallet connected it says so.
    expect(await screen.findByText('Connect a wallet to see its activity.')).toBeTruthy()
    expect(screen.queryByTestId('gw-activity-off')).toBeNull()
    fireEvent.click(screen.getByRole('tab', { name: 'Notes' }))
    expect(await screen.findByText('My notes')).toBeTruthy()
  })
})
