import type { FrameReplyPayload, FrameRequestPayload, FrameRequestType } from '../../../src/protocol/frameEvents'
import { chainRef, type FrameSession } from './frameSession'
import * as login from './loginHandlers'
import * as social from './socialHandlers'
import * as wallet from './walletHandlers'

type Handler<T extends FrameRequestType> = (session: FrameSession, payload: FrameRequestPayload<T>) => Promise<FrameReplyPayload<T>>

/** One handler per §7 request: the type makes sure none is missing. */
const HANDLERS: { [T in FrameRequestType]: Handler<T> } = {
  CONNECT_EMAIL: login.connectEmail,
  CONNECT_DEVICE: login.connectDevice,
  CONNECT_OTP: login.connectOtp,
  GET_USER: async (session, { chainId, siwxMessage, preferredAccountType }) => {
    if (chainId !== undefined) {
      // A chain the site does not know keeps the current one (the kit may still be on a remote network).
      const known = chainRef(chainId)
      if (known !== undefined && session.chains.includes(known)) session.chainId = known
    }
    const user = await login.getUser(session, preferredAccountType)
    return siwxMessage ? { ...user, ...(await login.signSiwx(session, siwxMessage)) } : user
  },
  IS_CONNECTED: login.isConnected,
  SIGN_OUT: login.signOut,
  SWITCH_NETWORK: wallet.switchNetwork,
  GET_CHAIN_ID: wallet.getChainId,
  RPC_REQUEST: wallet.rpcRequest,
  RPC_ABORT: wallet.rpcAbort,
  UPDATE_EMAIL: login.updateEmail,
  UPDATE_EMAIL_PRIMARY_OTP: login.updateEmailPrimaryOtp,
  UPDATE_EMAIL_SECONDARY_OTP: login.updateEmailSecondaryOtp,
  SYNC_THEME: async (session, theme) => {
    session.theme = theme
    session.applyTheme(theme)
    return {}
  },
  SYNC_DAPP_DATA: async (session, data) => ((session.dappData = data), {}),
  RELOAD: async (session) => (session.reload(), {}),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: wallet.smartAccountNetworks,
  INIT_SMART_ACCOUNT: wallet.initSmartAccount,
  SET_PREFERRED_ACCOUNT: wallet.setPreferredAccount,
  GET_SOCIAL_REDIRECT_URI: social.getSocialRedirectUri,
  CONNECT_SOCIAL: social.connectSocial,
  GET_FARCASTER_URI: social.getFarcasterUri,
  CONNECT_FARCASTER: social.connectFarcaster,
}

/** Runs one request; resolves with its success payload or rejects with the error whose message the reply carries. */
export function handleFrameRequest<T extends FrameRequestType>(session: FrameSession, type: T, payload: FrameRequestPayload<T>): Promise<FrameReplyPayload<T>> {
  return HANDLERS[type](session, payload)
}
