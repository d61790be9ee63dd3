import { truncateAddress } from '../kernel/format/truncateAddress'
import type { ButtonAttributes, ButtonContent } from './ButtonContent'
import type { KitSnapshot } from './kitSnapshot'
import { truncateBalance } from '../kernel/format/truncateBalance'

/** The connected account: its short address and, unless `balance="hide"`, its native balance once read. Opens Account. */
export function accountContent(snapshot: KitSnapshot & { readonly address: string }, attributes: Pick<ButtonAttributes, 'balance'>): ButtonContent {
  const showBalance = attributes.balance !== 'hide' && snapshot.balance !== undefined
  const text = truncateAddress(snapshot.address)
  return {
    text,
    ...(showBalance ? { detail: `${truncateBalance(snapshot.balance)} ${snapshot.balanceSymbol ?? ''}`.trim() } : {}),
    title: snapshot.address,
    view: 'Account',
  }
}
