import { describe, expect, it, vi } from 'vitest'
import { reportShownErrors } from './shownErrors'
import { AlertStore } from './stores/AlertStore'
import { EventsStore, type KitEvent } from './stores/EventsStore'
import { ToastStore } from './stores/ToastStore'

function setup() {
  const kit = { alerts: new AlertStore(), toast: new ToastStore(0), events: new EventsStore() }
  const reports: KitEvent['data'][] = []
  kit.events.subscribe((event) => event.data.type === 'error' && reports.push(event.data))
  return { kit, reports }
}

describe('reportShownErrors (§7 analytics error reports)', () => {
  it('an error alert, even one already showing, is reported with its id as the type; warnings and info are not', () => {
    const { kit, reports } = setup()
    kit.alerts.show('ORIGIN_NOT_ALLOWED')
    const stop = reportShownErrors(kit)
    kit.alerts.show('LOCAL_CONFIGURATION_IGNORED')
    kit.alerts.show('MULTI_WALLET_NOT_ENABLED')
    kit.alerts.show('SERVER_ERROR', 'HTTP 500')
    expect(reports).toEqual([
      { type: 'error', event: 'ALERT_ERROR', properties: { errorType: 'ORIGIN_NOT_ALLOWED', errorMessage: expect.stringMatching(/^Origin Not Allowed: /), stackTrace: '' } },
      { type: 'error', event: 'ALERT_ERROR', properties: { errorType: 'SERVER_ERROR', errorMessage: 'Server Error: HTTP 500', stackTrace: '' } },
    ])
    stop()
  })

  it('an error toast is reported once it shows; other toasts are not', async () => {
    const { kit, reports } = setup()
    const stop = reportShownErrors(kit)
    kit.toast.show('Copied', 'success')
    kit.toast.show('Transaction failed', 'error')
    await vi.waitFor(() => expect(reports).toEqual([{ type: 'error', event: 'TOAST_ERROR', properties: { errorType: 'ToastError', errorMessage: 'Transaction failed', stackTrace: '' } }]))
    stop()
    kit.toast.show('Again', 'error')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(reports).toHaveLength(1)
  })
})
