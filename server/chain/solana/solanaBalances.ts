import { base58 } from '@scure/base'
import { z } from 'zod'
import { walletAssetSchema, type WalletAsset } from '../../../src/protocol/chainData'
import type { LocalSolanaChainInfo } from '../localChainsInfo'
import { tokenIcon } from '../tokenIcon'
import { usdValue } from '../usdValue'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './splToken'

/** The Solana gUSD is the dollar, as the EVM one is; SOL has no pool, so no price. */
const DOLLAR_SYMBOL = 'gUSD'
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const
const TIMEOUT_MS = 5_000

/** A Solana address (spec §5: 32 to 44 base58 characters) that decodes to a 32-byte key. */
export function isSolanaAddress(raw: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(raw)) return false
  try {
    return base58.decode(raw).length === 32
  } catch {
    return false
  }
}

const rpcAnswer = <T extends z.ZodType>(result: T) => z.object({ id: z.number(), result: result.optional(), error: z.object({ message: z.string() }).optional() })
const balanceAnswer = rpcAnswer(z.object({ value: z.number().int().nonnegative() }))
const tokenAccountsAnswer = rpcAnswer(
  z.object({
    value: z.array(
      z.object({
        account: z.object({
          data: z.object({ parsed: z.object({ info: z.object({ mint: z.string(), tokenAmount: z.object({ amount: z.string().regex(/^\d+$/), decimals: z.number().int().min(0).max(255) }) }) }) }),
        }),
      }),
    ),
  }),
)

export class SolanaNodeError extends Error {
  readonly code = 'SOLANA_NODE_ERROR'
}

/**
 * SOL and every SPL token the owner holds above 0 on the chain (Token and Token-2022 accounts, summed per mint),
 * read now in one JSON-RPC batch. Known tokens carry their symbol and name; gUSD is priced 1; SOL has no price.
 */
export async function solanaAssets(chain: LocalSolanaChainInfo, owner: string): Promise<WalletAsset[]> {
  const tokenAccounts = (id: number, programId: string) => ({ jsonrpc: '2.0', id, method: 'getTokenAccountsByOwner', params: [owner, { programId }, { encoding: 'jsonParsed', commitment: 'confirmed' }] })
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [owner, { commitment: 'confirmed' }] }, tokenAccounts(2, TOKEN_PROGRAM), tokenAccounts(3, TOKEN_2022_PROGRAM)]),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  const answers = z.array(z.object({ id: z.number() }).loose()).parse(await response.json())
  const byId = (id: number) => answers.find((answer) => answer.id === id)
  const balance = balanceAnswer.parse(byId(1))
  if (!balance.result) throw new SolanaNodeError(`getBalance failed: ${balance.error?.message ?? 'no result'}`)
  const held = new Map<string, { amount: bigint; decimals: number }>()
  for (const id of [2, 3]) {
    const answer = tokenAccountsAnswer.parse(byId(id))
    if (!answer.result) throw new SolanaNodeError(`getTokenAccountsByOwner failed: ${answer.error?.message ?? 'no result'}`)
    for (const { account } of answer.result.value) {
      const { mint, tokenAmount } = account.data.parsed.info
      const before = held.get(mint)?.amount ?? 0n
      held.set(mint, { amount: before + BigInt(tokenAmount.amount), decimals: tokenAmount.decimals })
    }
  }
  const assets: WalletAsset[] = [
    walletAssetSchema.parse({
      chainId: chain.caipNetworkId,
      balance: `0x${balance.result.value.toString(16)}`,
      type: 'NATIVE',
      metadata: { ...SOL, iconUrl: tokenIcon(SOL.symbol) },
    }),
  ]
  for (const [mint, { amount, decimals }] of held) {
    if (amount === 0n) continue
    const known = chain.tokens.find((token) => token.mint === mint)
    const symbol = known?.symbol ?? mint.slice(0, 4)
    const price = known?.symbol === DOLLAR_SYMBOL ? 1 : null
    assets.push(
      walletAssetSchema.parse({
        chainId: chain.caipNetworkId,
        address: mint,
        balance: `0x${amount.toString(16)}`,
        type: 'SPL',
        metadata: {
          name: known?.name ?? `SPL token ${mint.slice(0, 4)}…${mint.slice(-4)}`,
          symbol,
          decimals: known?.decimals ?? decimals,
          iconUrl: tokenIcon(symbol),
          ...(price === null ? {} : { price, value: usdValue(amount, decimals, price) }),
        },
      }),
    )
  }
  return assets
}
