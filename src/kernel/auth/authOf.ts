import type { AppKit } from '../appkit'
import { AuthStore } from './AuthStore'

/** The kit's e-mail login and embedded wallet, made on first use (the e-mail views and the restore flow share it). */
export function authOf(kit: AppKit): AuthStore {
  return kit.connection.auth ?? kit.connection.adoptAuth(new AuthStore(kit))
}
