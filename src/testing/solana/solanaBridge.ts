/** The Node half of the page bridge: a page's feature call, with bytes as base64, run on the Node wallet. */
import { base64 } from '@scure/base'
import { isRecord } from '../params'
import { invalidParams, unsupportedMethod } from '../rpcErrors'
import type { SolanaSendOptions, SolanaTestAccount, SolanaTestWallet } from './createSolanaTestWallet'

/** An account as it crosses into the page (JSON). */
export interface PlainSolanaAccount {
  readonly address: string
  readonly publicKey: string
  readonly chains: readonly string[]
  readonly features: readonly string[]
  readonly label: string
}

export const plainAccount = (account: SolanaTestAccount): PlainSolanaAccount => ({
  address: account.address,
  publicKey: base64.encode(account.publicKey),
  chains: account.chains,
  features: account.features,
  label: account.label,
})

interface PlainInput {
  readonly account: SolanaTestAccount
  readonly bytes: Uint8Array
  readonly chain: string | undefined
  readonly options: SolanaSendOptions | undefined
}

/** The page sends [{ account: address, message | transaction: base64, chain?, options? }]. */
function inputsOf(wallet: SolanaTestWallet, params: unknown, field: 'message' | 'transaction'): PlainInput[] {
  if (!Array.isArray(params) || params.length === 0) throw invalidParams('Expected a list of inputs')
  return params.map((input: unknown) => {
    if (!isRecord(input) || typeof input.account !== 'string' || typeof input[field] !== 'string') throw invalidParams(`Each input needs an account address and a base64 ${field}`)
    const address = input.account
    const account = wallet.accounts.find((candidate) => candidate.address === address) ?? ({ address } as SolanaTestAccount)
    let bytes: Uint8Array
    try {
      bytes = base64.decode(input[field] as string)
    } catch {
      throw invalidParams(`The ${field} is not base64`)
    }
    const chain = typeof input.chain === 'string' ? input.chain : undefined
    const options = isRecord(input.options) ? (input.options as SolanaSendOptions) : undefined
    return { account, bytes, chain, options }
  })
}

export async function runBridgeCall(wallet: SolanaTestWallet, method: string, params: unknown): Promise<unknown> {
  const { features } = wallet
  switch (method) {
    case 'standard:connect': {
      const silent = isRecord(params) && params.silent === true
      const { accounts } = await features['standard:connect'].connect(silent ? { silent } : undefined)
      return { accounts: accounts.map(plainAccount) }
    }
    case 'standard:disconnect':
      await features['standard:disconnect'].disconnect()
      return null
    case 'solana:signMessage': {
      const inputs = inputsOf(wallet, params, 'message').map(({ account, bytes }) => ({ account, message: bytes }))
      const outputs = await features['solana:signMessage'].signMessage(...inputs)
      return outputs.map(({ signedMessage, signature }) => ({ signedMessage: base64.encode(signedMessage), signature: base64.encode(signature) }))
    }
    case 'solana:signTransaction': {
      const inputs = inputsOf(wallet, params, 'transaction').map(({ account, bytes, chain }) => ({ account, transaction: bytes, ...(chain ? { chain } : {}) }))
      const outputs = await features['solana:signTransaction'].signTransaction(...inputs)
      return outputs.map(({ signedTransaction }) => ({ signedTransaction: base64.encode(signedTransaction) }))
    }
    case 'solana:signAndSendTransaction': {
      const inputs = inputsOf(wallet, params, 'transaction').map(({ account, bytes, chain, options }) => {
        if (!chain) throw invalidParams('signAndSendTransaction needs a chain')
        return { account, transaction: bytes, chain, ...(options ? { options } : {}) }
      })
      const outputs = await features['solana:signAndSendTransaction'].signAndSendTransaction(...inputs)
      return outputs.map(({ signature }) => ({ signature: base64.encode(signature) }))
    }
    default:
      throw unsupportedMethod(method)
  }
}
