import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SPAM_TOKENS } from '../../data/spamTokens'
import { TokenCatalog } from '../tokenCatalog'
import { shapeTransaction, type TransactionRow, type TransferRow } from './shapeTransaction'

const ME = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
const ROUTER = '0x33b1b5aa9aa4da83a332f0bc5cac6a903fde5d92'
const PAIR = '0xa77b9ee4119903c00260131d0bb624fe04a32a4d'
const GUSD = '0x700b6a60ce7eaaea56f065753d8dcb9653dbad35'
const GEUR = '0x9a9f2ccfde556a7e9ff0848998aa4a0cfd8863ae'
const context = { catalog: new TokenCatalog([], { chains: [] }, DEFAULT_SPAM_TOKENS), prices: new Map() }
const tx: TransactionRow = { chain_id: 31337, hash: '0xabc', block_number: '7', tx_index: 0, block_time: '1700000000', from_address: ME, to_address: ROUTER, status: 'confirmed', approval: false }
const move = (from: string, to: string, token: string | null, amount = '1000000'): TransferRow => ({
  chain_id: 31337, tx_hash: '0xabc', log_index: 0, kind: token ? 'erc20' : 'native', token, from_address: from, to_address: to, amount,
  token_name: null, token_symbol: null, token_decimals: token ? 6 : null, nft_name: null, nft_image: null,
})
const shaped = (transfers: TransferRow[], row = tx) => {
  const { metadata, transfers: shapedTransfers } = shapeTransaction(row, transfers, ME, context)
  return { operationType: metadata.operationType, sentFrom: metadata.sentFrom.toLowerCase(), sentTo: metadata.sentTo.toLowerCase(), directions: shapedTransfers.map((t) => t.direction) }
}

describe('the operation type of a stored transaction, for the account', () => {
  it('is a trade when the account sent one asset and received another, with the transaction\'s from/to as counterparties', () => {
    expect(shaped([move(ME, PAIR, GUSD), move(PAIR, ME, GEUR)])).toEqual({ operationType: 'trade', sentFrom: ME, sentTo: ROUTER, directions: ['out', 'in'] })
    expect(shaped([move(ROUTER, ME, null), move(ME, PAIR, GUSD)])).toMatchObject({ operationType: 'trade', directions: ['in', 'out'] })
    expect(shaped([move(ME, ROUTER, null), move(PAIR, ME, GUSD)])).toMatchObject({ operationType: 'trade' })
  })

  it('is not a trade when what came back is the asset sent, when it was sent to itself, or for a mint (adding liquidity)', () => {
    const transfer = { ...tx, to_address: GUSD }
    expect(shaped([move(ME, PAIR, GUSD), move(PAIR, ME, GUSD)], transfer)).toMatchObject({ operationType: 'send', sentFrom: ME, sentTo: PAIR })
    expect(shaped([move(ME, ME, null), move(PAIR, ME, GUSD)])).toMatchObject({ operationType: 'send' })
    expect(shaped([move(ME, ROUTER, null), move(ME, PAIR, GUSD), move(zeroAddress, ME, PAIR)])).toMatchObject({ operationType: 'mint' })
    expect(shaped([move(PAIR, ME, GUSD)], transfer)).toMatchObject({ operationType: 'receive', sentFrom: PAIR, sentTo: ME })
    expect(shaped([])).toMatchObject({ operationType: 'execute', sentFrom: ME, sentTo: ROUTER })
  })

  it('names as counterparties the payer of ETH an inner call paid (a withdrawal), the transaction\'s from/to for its own value', () => {
    const inner = { ...move(PAIR, ME, null), log_index: -2 }
    expect(shaped([inner], { ...tx, to_address: PAIR })).toMatchObject({ operationType: 'receive', sentFrom: PAIR, sentTo: ME })
    const value = { ...move(ME, ROUTER, null), log_index: -1 }
    expect(shaped([value])).toMatchObject({ operationType: 'send', sentFrom: ME, sentTo: ROUTER })
  })

  it('is approve when the account sent a transaction that moved nothing for it but approved a spender (else execute)', () => {
    const approval = { ...tx, to_address: GUSD, approval: true }
    expect(shaped([], approval)).toEqual({ operationType: 'approve', sentFrom: ME, sentTo: GUSD, directions: [] })
    expect(shaped([], { ...approval, from_address: PAIR })).toMatchObject({ operationType: 'execute' })
    expect(shaped([move(ME, PAIR, GUSD), move(PAIR, ME, GEUR)], { ...tx, approval: true })).toMatchObject({ operationType: 'trade' })
  })
})
