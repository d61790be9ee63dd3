import type { OpenOptions } from '../openOptions'
import type { RouterStore } from '../router/RouterStore'
import type { AccountStore } from '../stores/AccountStore'
import type { EventsStore } from '../stores/EventsStore'
import type { ModalStore } from '../stores/ModalStore'
import type { NetworkStore } from '../stores/NetworkStore'
import type { ToastStore } from '../stores/ToastStore'
import type { CaipNetwork } from '../types'
import type { SIWXConfig } from './siwxTypes'

/** What sign-in gets of the kit. */
export interface SiwxStoreDeps {
  readonly config: SIWXConfig
  readonly account: Pick<AccountStore, 'caipAddress' | 'address' | 'lastChange' | 'embeddedWalletInfo'>
  readonly networks: Pick<NetworkStore, 'active' | 'find' | 'isUnsupported'>
  readonly router: Pick<RouterStore, 'view' | 'reset' | 'history'>
  readonly modal: Pick<ModalStore, 'isOpen'>
  readonly toast: Pick<ToastStore, 'show'>
  readonly events: Pick<EventsStore, 'emit'>
  open(options: OpenOptions<'SIWXSignMessage'>): Promise<void>
  close(): Promise<void>
  disconnect(): Promise<void>
  switchNetwork(network: CaipNetwork): Promise<void>
  /** The connected wallet signs the text (personal_sign); undefined when there is no wallet to ask. */
  signer(): ((message: string, address: string) => Promise<string>) | undefined
  now?: () => number
}
