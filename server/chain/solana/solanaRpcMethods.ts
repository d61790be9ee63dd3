import { base58, base64 } from '@scure/base'
import { VersionedMessage } from '@solana/web3.js'
import { z } from 'zod'
import { accountJson, mintDecimals, type AccountEncoding } from './solanaAccountJson'
import type { SolanaLedger } from './SolanaLedger'
import { decodeTransaction } from './decodeTransaction'
import { invalidParams, METHOD_NOT_FOUND, SolanaRpcError } from './solanaRpcError'
import { transactionJson } from './solanaTransactionJson'
import { decodeMint, decodeTokenAccount, TOKEN_PROGRAMS, uiTokenAmount } from './splToken'

/** The Solana runtime (agave) crates litesvm 1.4.1 embeds: getVersion's solana-core. */
export const RUNTIME_VERSION = '4.2.1'
const MAX_MULTIPLE_ACCOUNTS = 100
const MAX_SIGNATURE_STATUSES = 256
const MAX_SIGNATURES_FOR_ADDRESS = 1000

const isPublicKey = (text: string): boolean => {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(text)) return false
  try {
    return base58.decode(text).length === 32
  } catch {
    return false
  }
}
const isSignature = (text: string): boolean => {
  if (!/^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(text)) return false
  try {
    return base58.decode(text).length === 64
  } catch {
    return false
  }
}
const pubkey = z.string().refine(isPublicKey, 'expected a base58 public key (32 bytes)')
const signature = z.string().refine(isSignature, 'expected a base58 transaction signature (64 bytes)')
const blockhash = z.string().refine(isPublicKey, 'expected a base58 blockhash (32 bytes)')
const u64 = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)
const commitment = z.enum(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])
/** Every config takes commitment and minContextSlot; unknown keys are ignored, as the node ignores them. */
const base = { commitment: commitment.optional(), minContextSlot: u64.optional() }
const config = z.object(base)
const accountEncoding = z.enum(['base58', 'base64', 'base64+zstd', 'jsonParsed'])
const dataSlice = z.object({ offset: u64, length: u64 })
const accountConfig = z.object({ ...base, encoding: accountEncoding.optional(), dataSlice: dataSlice.optional() })
const txEncoding = z.enum(['base58', 'base64'])

/** A method: its params' schema and what it answers for them. */
interface Method {
  call(params: unknown[]): unknown
}

const issueText = (error: z.ZodError): string =>
  error.issues.map((issue) => `${issue.path.length > 0 ? `params[${issue.path.join('].[')}]` : 'params'}: ${issue.message}`).join('; ')

function method<T extends readonly [z.ZodType, ...z.ZodType[]]>(params: T, run: (parsed: { [K in keyof T]: z.output<T[K]> }) => unknown): Method {
  const schema = z.tuple(params as unknown as [z.ZodType, ...z.ZodType[]])
  return {
    call(raw) {
      const result = schema.safeParse(raw)
      if (!result.success) throw invalidParams(`Invalid params: ${issueText(result.error)}`)
      return run(result.data as { [K in keyof T]: z.output<T[K]> })
    },
  }
}

const noParams = (run: () => unknown): Method => ({
  call(raw) {
    if (raw.length > 1 || (raw.length === 1 && config.safeParse(raw[0]).success === false && raw[0] !== null && raw[0] !== undefined)) throw invalidParams('Invalid params: expected at most a config object')
    return run()
  },
})

function decodeWire(text: string, encoding: 'base58' | 'base64'): Uint8Array {
  try {
    return encoding === 'base64' ? base64.decode(text) : base58.decode(text)
  } catch {
    throw invalidParams(`Invalid params: the transaction is not valid ${encoding}`)
  }
}

/** The identity a Solana chain answers with (getGenesisHash). */
export interface SolanaChainIdentity {
  genesisHash: string
}

/** The JSON-RPC methods of the local chain: what wallets and web3.js 1.x's Connection call. */
export function solanaRpcMethods(ledger: SolanaLedger, identity: SolanaChainIdentity): ReadonlyMap<string, Method> {
  const context = () => ({ apiVersion: RUNTIME_VERSION, slot: ledger.slot })
  const withContext = (value: unknown) => ({ context: context(), value })
  const account = (address: string, options: z.output<typeof accountConfig> | undefined, fallback: AccountEncoding) => {
    const found = ledger.account(address)
    return found ? accountJson(ledger, found, options?.encoding ?? fallback, options?.dataSlice) : null
  }
  const tokenAccount = (address: string) => {
    const found = ledger.account(address)
    const token = found && decodeTokenAccount(found.owner, found.data)
    const decimals = token && mintDecimals(ledger, token.mint)
    if (!token || decimals === null || decimals === undefined) throw invalidParams('Invalid param: not a Token account')
    return uiTokenAmount(token.amount, decimals)
  }

  const methods: Record<string, Method> = {
    getHealth: noParams(() => 'ok'),
    getVersion: noParams(() => ({ 'solana-core': RUNTIME_VERSION })),
    getGenesisHash: noParams(() => identity.genesisHash),
    getFirstAvailableBlock: noParams(() => 0),
    getSlot: noParams(() => ledger.slot),
    getBlockHeight: noParams(() => ledger.blockHeight),
    getTransactionCount: noParams(() => ledger.transactions),
    getEpochInfo: noParams(() => {
      const slot = BigInt(ledger.slot)
      const slotsInEpoch = 432_000n
      return { absoluteSlot: ledger.slot, blockHeight: ledger.blockHeight, epoch: Number(slot / slotsInEpoch), slotIndex: Number(slot % slotsInEpoch), slotsInEpoch: Number(slotsInEpoch), transactionCount: ledger.transactions }
    }),
    getLatestBlockhash: noParams(() => withContext(ledger.latestBlockhash())),
    isBlockhashValid: method([blockhash, config.optional()], ([hash]) => withContext(ledger.isBlockhashValid(hash))),
    getBalance: method([pubkey, config.optional()], ([address]) => withContext(Number(ledger.balance(address)))),
    getAccountInfo: method([pubkey, accountConfig.optional()], ([address, options]) => withContext(account(address, options, 'base58'))),
    getMultipleAccounts: method([z.array(pubkey).max(MAX_MULTIPLE_ACCOUNTS, `at most ${MAX_MULTIPLE_ACCOUNTS} accounts`), accountConfig.optional()], ([addresses, options]) =>
      withContext(addresses.map((address) => account(address, options, 'base64'))),
    ),
    getTokenAccountsByOwner: method(
      [pubkey, z.union([z.object({ mint: pubkey }), z.object({ programId: pubkey })], { error: "expected { mint } or { programId }" }), accountConfig.optional()],
      ([owner, filter, options]) => {
        if ('mint' in filter && mintDecimals(ledger, filter.mint) === null) throw invalidParams('Invalid param: could not find mint')
        if ('programId' in filter && !TOKEN_PROGRAMS.has(filter.programId)) throw invalidParams('Invalid param: unrecognized Token program id')
        const programs = 'programId' in filter ? [filter.programId] : [ledger.account(filter.mint)!.owner]
        const value = []
        for (const { address, account: found } of programs.flatMap((program) => ledger.programAccounts(program))) {
          const token = decodeTokenAccount(found.owner, found.data)
          if (!token || token.owner !== owner || ('mint' in filter && token.mint !== filter.mint)) continue
          value.push({ account: accountJson(ledger, found, options?.encoding ?? 'base64', options?.dataSlice), pubkey: address })
        }
        return withContext(value)
      },
    ),
    getTokenAccountBalance: method([pubkey, config.optional()], ([address]) => withContext(tokenAccount(address))),
    getTokenSupply: method([pubkey, config.optional()], ([address]) => {
      const found = ledger.account(address)
      const mint = found && decodeMint(found.owner, found.data)
      if (!mint) throw invalidParams('Invalid param: not a Token mint')
      return withContext(uiTokenAmount(mint.supply, mint.decimals))
    }),
    getMinimumBalanceForRentExemption: method([z.number().int().nonnegative().max(10 * 1024 * 1024), config.optional()], ([length]) => Number(ledger.minimumBalanceForRentExemption(length))),
    getFeeForMessage: method([z.string(), config.optional()], ([text]) => {
      let message: VersionedMessage
      try {
        message = VersionedMessage.deserialize(base64.decode(text))
      } catch {
        throw invalidParams('Invalid params: the message is not a base64 serialized transaction message')
      }
      return withContext(ledger.isBlockhashValid(message.recentBlockhash) ? Number(ledger.feeFor(message)) : null)
    }),
    getRecentPrioritizationFees: method([z.array(pubkey).max(128).optional()], () => []),
    sendTransaction: method(
      [z.string(), z.object({ ...base, encoding: txEncoding.optional(), skipPreflight: z.boolean().optional(), preflightCommitment: commitment.optional(), maxRetries: u64.optional() }).optional()],
      ([text, options]) => {
        const encoding = options?.encoding ?? 'base58'
        return ledger.send(decodeTransaction(decodeWire(text, encoding), encoding), { skipPreflight: options?.skipPreflight ?? false })
      },
    ),
    simulateTransaction: method(
      [
        z.string(),
        z
          .object({
            ...base,
            encoding: txEncoding.optional(),
            sigVerify: z.boolean().optional(),
            replaceRecentBlockhash: z.boolean().optional(),
            innerInstructions: z.boolean().optional(),
            accounts: z.object({ addresses: z.array(pubkey).max(MAX_MULTIPLE_ACCOUNTS), encoding: accountEncoding.optional() }).optional(),
          })
          .optional(),
      ],
      ([text, options]) => {
        if (options?.sigVerify && options.replaceRecentBlockhash) throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
        const encoding = options?.encoding ?? 'base58'
        const result = ledger.simulate(decodeTransaction(decodeWire(text, encoding), encoding), options ?? {})
        const accounts = options?.accounts
          ? options.accounts.addresses.map((address) => {
              const after = result.err === null ? (result.postAccounts.get(address) ?? ledger.account(address)) : null
              return after ? accountJson(ledger, after, options.accounts?.encoding ?? 'base64') : null
            })
          : null
        return withContext({
          accounts,
          err: result.err,
          innerInstructions: null,
          logs: result.logs,
          replacementBlockhash: result.replacementBlockhash,
          returnData: null,
          unitsConsumed: result.unitsConsumed,
        })
      },
    ),
    getSignatureStatuses: method(
      [z.array(signature).max(MAX_SIGNATURE_STATUSES, `at most ${MAX_SIGNATURE_STATUSES} signatures`), z.object({ searchTransactionHistory: z.boolean().optional() }).optional()],
      ([signatures]) =>
        withContext(
          signatures.map((one) => {
            const record = ledger.record(one)
            if (!record) return null
            return { confirmationStatus: 'finalized', confirmations: null, err: record.err, slot: record.slot, status: record.err === null ? { Ok: null } : { Err: record.err } }
          }),
        ),
    ),
    getTransaction: method(
      [signature, z.union([z.enum(['json', 'jsonParsed', 'base58', 'base64']), z.object({ ...base, encoding: z.enum(['json', 'jsonParsed', 'base58', 'base64']).optional(), maxSupportedTransactionVersion: z.number().int().min(0).max(0).optional() })]).optional()],
      ([one, options]) => {
        const record = ledger.record(one)
        if (!record) return null
        const settings = typeof options === 'string' ? { encoding: options } : (options ?? {})
        return transactionJson(record, settings.encoding ?? 'json', 'maxSupportedTransactionVersion' in settings ? settings.maxSupportedTransactionVersion : undefined)
      },
    ),
    getSignaturesForAddress: method(
      [pubkey, z.object({ ...base, limit: z.number().int().min(1).max(MAX_SIGNATURES_FOR_ADDRESS).optional(), before: signature.optional(), until: signature.optional() }).optional()],
      ([address, options]) => {
        let list = ledger.signaturesFor(address)
        if (options?.before) {
          const at = list.indexOf(options.before)
          list = at === -1 ? [] : list.slice(at + 1)
        }
        if (options?.until) {
          const at = list.indexOf(options.until)
          if (at !== -1) list = list.slice(0, at)
        }
        return list.slice(0, options?.limit ?? MAX_SIGNATURES_FOR_ADDRESS).map((one) => {
          const record = ledger.record(one)!
          return { blockTime: record.blockTime, confirmationStatus: 'finalized', err: record.err, memo: null, signature: one, slot: record.slot }
        })
      },
    ),
    requestAirdrop: method([pubkey, z.number().int().positive().max(Number.MAX_SAFE_INTEGER), config.optional()], ([address, lamports]) => ledger.airdrop(address, BigInt(lamports))),
  }
  return new Map(Object.entries(methods))
}

/** Calls one method with its params (absent: none); unknown methods are -32601. */
export function callSolanaMethod(methods: ReadonlyMap<string, Method>, name: string, params: unknown): unknown {
  const found = methods.get(name)
  if (!found) throw new SolanaRpcError(METHOD_NOT_FOUND, 'Method not found')
  if (params !== undefined && params !== null && !Array.isArray(params)) throw invalidParams('Invalid params: expected an array')
  return found.call((params as unknown[] | undefined | null) ?? [])
}
