import type { NativeBalance } from '../../kernel/adapterTypes'
import { fromBaseUnits } from '../../kernel/format/fromBaseUnits'
import type { CaipNetwork } from '../../kernel/types'
import { balanceAnswer, type SolanaRpc } from './solanaRpc'
import { publicKeyOf } from './solanaTransfer'

/** The account's lamports in SOL, exactly (bigint and decimal.js, no floats). */
export async function readSolBalance(rpc: SolanaRpc, address: string, network: CaipNetwork): Promise<NativeBalance> {
  publicKeyOf(address)
  const { value } = await rpc('getBalance', [address, { commitment: 'confirmed' }], balanceAnswer)
  return { balance: fromBaseUnits(BigInt(value), network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
}
