/** Everything of the Solana adapter that needs @solana/web3.js: one chunk, loaded on first connect, balance, sign or send. */
export { base58 } from '@scure/base'
export { createWalletProvider } from './createWalletProvider'
export { readSolBalance } from './readSolBalance'
export { solanaRpc } from './solanaRpc'
export { sendTransfer } from './solanaTransfer'
export { standardSigner } from './standardSigner'
export { walletConnectSigner } from './walletConnectSigner'
