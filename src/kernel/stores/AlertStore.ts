import { makeAutoObservable } from 'mobx'
import type { AlertId } from '../alertCatalogue'

/** Which §8 alert shows; its title and text come from the catalogue, loaded with the banner when one shows. */
export interface ShownAlert {
  readonly id: AlertId
  readonly detail: string | undefined
}

/** The alert banner: one alert at a time, from the §8 catalogue. */
export class AlertStore {
  current: ShownAlert | undefined = undefined

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true })
  }

  show(id: AlertId, detail?: string): void {
    this.current = { id, detail }
  }

  dismiss(): void {
    this.current = undefined
  }
}
