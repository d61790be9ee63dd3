import { makeAutoObservable } from 'mobx'
import { TIMINGS } from '../constants'

/** §4 modal: closed ↔ open, a loading flag and a 500 ms shake. */
export class ModalStore {
  isOpen = false
  loading = false
  shake = false
  /** The WalletConnect pairing uri carried by open({ uri }) (§2), shown by ConnectingWalletConnectBasic. */
  pairingUri: string | undefined = undefined
  private shakeTimer: ReturnType<typeof setTimeout> | undefined
  private readonly shakeMs: number

  constructor(shakeMs: number = TIMINGS.shake) {
    this.shakeMs = shakeMs
    makeAutoObservable<ModalStore, 'shakeTimer' | 'shakeMs'>(this, { shakeTimer: false, shakeMs: false }, { autoBind: true })
  }

  setOpen(open: boolean): void {
    this.isOpen = open
  }

  setPairingUri(uri: string): void {
    this.pairingUri = uri
  }

  setLoading(loading: boolean): void {
    this.loading = loading
  }

  triggerShake(): void {
    if (this.shakeTimer) clearTimeout(this.shakeTimer)
    this.shake = true
    this.shakeTimer = setTimeout(this.endShake, this.shakeMs)
  }

  /** Stops the shake timer (the kit is being destroyed). */
  dispose(): void {
    if (this.shakeTimer) clearTimeout(this.shakeTimer)
    this.shakeTimer = undefined
  }

  private endShake(): void {
    this.shake = false
    this.shakeTimer = undefined
  }
}
