import { reaction } from 'mobx'
import type { FrameBridge } from '../frame/FrameBridge'
import type { AuthConnectorDeps } from './authConnectorDeps'

/**
 * §7 SYNC_THEME: the login frame follows the modal's theme mode and variables. From now on every change is sent to
 * the frame once it is made (`made()`); the function returned sends the theme to a frame just made.
 */
export function syncFrameTheme(deps: Pick<AuthConnectorDeps, 'frameTheme' | 'onDestroy'>, made: () => FrameBridge | undefined): (frame: FrameBridge) => void {
  const sync = (frame: FrameBridge): void => {
    frame.request('SYNC_THEME', deps.frameTheme()).catch((error: unknown) => console.warn('[gangway] the login frame did not take the theme', error))
  }
  deps.onDestroy(
    reaction(
      () => JSON.stringify(deps.frameTheme()),
      () => {
        const frame = made()
        if (frame) sync(frame)
      },
    ),
  )
  return sync
}
