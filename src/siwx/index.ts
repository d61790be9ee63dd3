/**
 * gangway/siwx: sign in with the wallet against the reference cloud. `siwx: cloudSiwx()` in createAppKit's options;
 * `CloudAuthSIWX` and `ReownAuthentication` are the same class under AppKit's names (`siwx: new CloudAuthSIWX()`).
 * The SIWX types are those of `gangway` (AppKit's SIWXConfig).
 */
export { CloudSiwx, CloudSiwx as CloudAuthSIWX, CloudSiwx as ReownAuthentication, cloudSiwx, type CloudSiwxOptions } from './cloudSiwx'
export type {
  SIWXConfig,
  SIWXKit,
  SIWXMessage,
  SIWXMessageData,
  SIWXMessageIdentifier,
  SIWXMessageInput,
  SIWXMessageMetadata,
  SIWXSession,
} from '../kernel/siwx/siwxTypes'
