import type { FrameBridge } from '../frame/FrameBridge'

/**
 * §8: the modal closed while embedded-wallet requests waited (in the approval frame, or an RPC request in the login
 * frame): the login frame is told to abort its RPC requests (they reject with 'Request was aborted').
 */
export function abortFrameRequests(frame: FrameBridge | undefined, approvalsWaited: boolean): void {
  if (!frame || !(approvalsWaited || frame.rpcPending)) return
  frame.request('RPC_ABORT', {}).catch((error: unknown) => console.warn('[gangway] the login frame did not abort its requests', error))
}
