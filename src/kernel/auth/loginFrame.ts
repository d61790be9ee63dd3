import { SDK_VERSION } from '../constants'
import { withTimeout } from '../connections/withTimeout'
import { FrameError } from '../errors/frame'
import { FrameBridge } from '../frame/FrameBridge'
import type { AuthConnectorDeps } from './authConnectorDeps'

/** The secure login frame with the §7 URL parameters: projectId, chainId, version, enableLogger and rpcUrl. */
export function loginFrame(deps: Pick<AuthConnectorDeps, 'secureSiteUrl' | 'projectId' | 'debug' | 'networks' | 'rpcUrl' | 'timings'>): FrameBridge {
  const network = deps.networks.active
  return new FrameBridge({
    secureSiteUrl: deps.secureSiteUrl,
    params: {
      projectId: deps.projectId,
      chainId: network?.caipNetworkId ?? 'eip155:1',
      version: SDK_VERSION,
      enableLogger: deps.debug ? 'true' : 'false',
      rpcUrl: network ? deps.rpcUrl(network) : '',
    },
    timings: deps.timings,
  })
}

/** The frame's sign-out, waited for at most `wait` ms; it never fails (the kit's own state is gone already). */
export function signOutFrame(frame: FrameBridge, wait: number): Promise<void> {
  return withTimeout(frame.request('SIGN_OUT', {}), wait, () => new FrameError('NOT_SIGNED_OUT')).then(
    () => undefined,
    () => undefined,
  )
}
