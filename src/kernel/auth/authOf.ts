import type { KitRoot } from '../root'
import { AuthStore } from './AuthStore'

/** The kit's e-mail login and embedded wallet, made on first use (the e-mail views and the restore flow share it). */
export function authOf(kit: KitRoot): AuthStore {
  return kit.connection.auth ?? kit.connection.adoptAuth(new AuthStore(kit))
}
