import { makeAutoObservable } from 'mobx'
import { ALERTS, type AlertEntry, type AlertId } from '../alertCatalogue'

export interface ShownAlert extends AlertEntry {
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
    this.current = { id, ...ALERTS[id], detail }
  }

  dismiss(): void {
    this.current = undefined
  }
}
