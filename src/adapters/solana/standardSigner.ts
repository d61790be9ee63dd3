import { SolanaError } from './SolanaError'
import type { SolanaSigner } from './SolanaSigner'
import { featureOf, type FeatureName } from './standardFeatures'
import { walletCall } from './walletRejection'
import type { StandardAccount, StandardWallet } from './walletStandard'

const bytesOf = (value: unknown, length?: number): Uint8Array | undefined =>
  value instanceof Uint8Array && (length === undefined || value.length === length) ? value : undefined

function required<Name extends FeatureName>(wallet: StandardWallet, name: Name) {
  const feature = featureOf(wallet, name)
  if (!feature) throw new SolanaError('UNSUPPORTED_FEATURE', { values: { feature: name } })
  return feature
}

/** Signs through a Wallet Standard wallet's solana: features, with the wallet's own account object. */
export function standardSigner(wallet: StandardWallet, accountOf: (address: string) => StandardAccount): SolanaSigner {
  const canSend = featureOf(wallet, 'solana:signAndSendTransaction') !== undefined
  return {
    async signMessage(address, message) {
      const feature = required(wallet, 'solana:signMessage')
      const [output] = await walletCall(() => feature.signMessage({ account: accountOf(address), message }))
      const signature = bytesOf(output?.signature, 64)
      if (!signature) throw new SolanaError('MALFORMED_SIGNATURE')
      return signature
    },
    async signTransactions(address, transactions, chain) {
      const feature = required(wallet, 'solana:signTransaction')
      const account = accountOf(address)
      const outputs = await walletCall(() => feature.signTransaction(...transactions.map((transaction) => ({ account, transaction, chain }))))
      const signed = transactions.map((_, index) => bytesOf(outputs[index]?.signedTransaction))
      if (signed.some((bytes) => bytes === undefined)) throw new SolanaError('MALFORMED_TRANSACTION')
      return signed as Uint8Array[]
    },
    ...(canSend
      ? {
          async signAndSendTransaction(address, transaction, chain, options) {
            const feature = required(wallet, 'solana:signAndSendTransaction')
            const input = { account: accountOf(address), transaction, chain, ...(options ? { options } : {}) }
            const [output] = await walletCall(() => feature.signAndSendTransaction(input))
            const signature = bytesOf(output?.signature, 64)
            if (!signature) throw new SolanaError('MALFORMED_SIGNATURE')
            return signature
          },
        }
      : {}),
  }
}
