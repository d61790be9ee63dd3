/** Key-value storage in memory for a SignClient: nothing written to disk or localStorage, gone with the wallet. */
import type { SignClientTypes } from '@walletconnect/types'

type KeyValueStorage = NonNullable<SignClientTypes.Options['storage']>

export class MemoryStorage implements KeyValueStorage {
  readonly #items = new Map<string, unknown>()

  async getKeys(): Promise<string[]> {
    return [...this.#items.keys()]
  }
  async getEntries<T>(): Promise<[string, T][]> {
    return [...this.#items].map(([key, value]) => [key, structuredClone(value) as T])
  }
  async getItem<T>(key: string): Promise<T | undefined> {
    return this.#items.has(key) ? (structuredClone(this.#items.get(key)) as T) : undefined
  }
  // Cloned in and out, as a real storage serialises: the SDK must not share objects with its stored copy.
  async setItem<T>(key: string, value: T): Promise<void> {
    this.#items.set(key, structuredClone(value))
  }
  async removeItem(key: string): Promise<void> {
    this.#items.delete(key)
  }
}
