import { makeAutoObservable } from 'mobx'
import type { PluginContext } from 'gangway/plugin'
import { classifyReceiver, resolveName, type ResolvedName } from './receiver'
import { RECEIVER_ERRORS } from './sendErrors'

export type ReceiverStatus = 'empty' | 'address' | 'resolving' | 'resolved' | 'notFound' | 'lookupFailed' | 'invalid'

/**
 * The receiver field and its name lookup: an address is taken at once; a name is looked up on the chain-data
 * API (GET /v1/profile/account/{name}?apiVersion=2) once typing pauses, and a late answer for a name no
 * longer typed is dropped. Holds the §3 receiverAddress, receiverProfileName and receiverProfileImageUrl.
 */
export class ReceiverLookup {
  input = ''
  status: ReceiverStatus = 'empty'
  address: string | undefined = undefined
  profileName: string | undefined = undefined
  profileImageUrl: string | undefined = undefined

  private pendingName: string | undefined = undefined
  private timer: ReturnType<typeof setTimeout> | undefined = undefined
  private running: Promise<void> | undefined = undefined
  private seq = 0

  constructor(
    private readonly context: PluginContext,
    /** How long typing pauses before a name is looked up. */
    private readonly delayMs: number,
  ) {
    makeAutoObservable<ReceiverLookup, 'context' | 'delayMs' | 'pendingName' | 'timer' | 'running' | 'seq'>(
      this,
      { error: false, context: false, delayMs: false, pendingName: false, timer: false, running: false, seq: false },
      { autoBind: true },
    )
  }

  /** Why the receiver is refused; an empty field only once Send was pressed (`submitted`). */
  error(submitted: boolean): string | undefined {
    switch (this.status) {
      case 'empty':
        return submitted ? RECEIVER_ERRORS.empty : undefined
      case 'invalid':
        return this.context.network?.chainNamespace === 'solana' ? RECEIVER_ERRORS.invalidSolana : RECEIVER_ERRORS.invalid
      case 'notFound':
        return RECEIVER_ERRORS.notFound
      case 'lookupFailed':
        return RECEIVER_ERRORS.lookupFailed
      default:
        return undefined
    }
  }

  setInput(text: string): void {
    this.clear()
    this.input = text
    const input = classifyReceiver(text, this.context.network?.chainNamespace)
    if (input.kind === 'address') {
      this.address = input.address
      this.status = 'address'
    } else if (input.kind === 'name') {
      this.status = 'resolving'
      this.pendingName = input.name
      this.timer = setTimeout(() => void this.flush(), this.delayMs)
    } else {
      this.status = input.kind
    }
  }

  /** Starts a lookup still waiting for the pause, and resolves when the lookup running has ended. */
  flush(): Promise<void> {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
    const name = this.pendingName
    this.pendingName = undefined
    if (name !== undefined) this.running = this.lookUp(name, ++this.seq)
    return this.running ?? Promise.resolve()
  }

  /** Empties the field; a lookup waiting or running is dropped. */
  clear(): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
    this.pendingName = undefined
    this.running = undefined
    this.seq++
    this.input = ''
    this.status = 'empty'
    this.address = undefined
    this.profileName = undefined
    this.profileImageUrl = undefined
  }

  private async lookUp(name: string, seq: number): Promise<void> {
    const network = this.context.network
    if (!network || this.context.isUnsupportedNetwork) return this.settle(seq, 'notFound', undefined)
    try {
      const resolved = await resolveName(this.context.chainData, name, network.id)
      this.settle(seq, resolved ? 'resolved' : 'notFound', resolved)
    } catch (error) {
      console.warn('[gangway] send: name lookup failed', error)
      this.settle(seq, 'lookupFailed', undefined)
    }
  }

  private settle(seq: number, status: ReceiverStatus, resolved: ResolvedName | undefined): void {
    if (seq !== this.seq) return
    this.status = status
    this.address = resolved?.address
    this.profileName = resolved?.name
    this.profileImageUrl = resolved?.avatar
  }
}
