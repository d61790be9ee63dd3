import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { CaipNetwork } from 'gangway/plugin'
import { builtInOptions } from './builtInOptions'
import type { OnrampApi } from './onrampApi'
import { OnrampError } from './onrampErrors'
import type { OnrampOptions } from './onrampOptions'

export type OptionsStatus = 'idle' | 'loading' | 'ready'
/** Where the options came from: the chain-data service, or the §8 built-in list after it failed. */
export type OptionsSource = 'service' | 'built-in'

/** The onramp options (GET /v1/onramp/options): the service's, or after it failed the §8 built-in list, labelled, with why. */
export class OnrampCatalog {
  status: OptionsStatus = 'idle'
  source: OptionsSource = 'service'
  /** Why the built-in list is in use (the options call's error). */
  error: OnrampError | undefined = undefined

  private serviceOptions: OnrampOptions | undefined = undefined

  constructor(
    private readonly api: Pick<OnrampApi, 'options'>,
    /** The active network: the built-in list is the one for it. */
    private readonly network: () => CaipNetwork | undefined,
  ) {
    makeAutoObservable<OnrampCatalog, 'api' | 'network' | 'serviceOptions'>(this, { api: false, network: false, serviceOptions: observableRef, error: observableRef }, { autoBind: true })
  }

  /** The options in use: the service's, or (§8 fallback) the built-in list for the active network. */
  get options(): OnrampOptions | undefined {
    if (this.status !== 'ready') return undefined
    return this.source === 'built-in' ? builtInOptions(this.network()) : this.serviceOptions
  }

  get usesBuiltInList(): boolean {
    return this.status === 'ready' && this.source === 'built-in'
  }

  /** The service's options are in hand: nothing to read again. */
  get loadedFromService(): boolean {
    return this.status === 'ready' && this.source === 'service'
  }

  /** Reads the service's options; on failure the built-in list stands in, and the error is kept. */
  async load(): Promise<void> {
    this.status = 'loading'
    try {
      const options = await this.api.options()
      runInAction(() => {
        this.serviceOptions = options
        this.source = 'service'
        this.error = undefined
      })
    } catch (error) {
      runInAction(() => {
        this.source = 'built-in'
        this.error = error instanceof OnrampError ? error : new OnrampError('SERVICE_UNREACHABLE', { cause: error })
      })
    }
    runInAction(() => (this.status = 'ready'))
  }
}
