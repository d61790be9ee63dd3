import { useEffect, useState } from 'react'
import { truncateBalance } from '../../kernel/format/truncateBalance'
import { truncateAddress } from '../../kernel/format/truncateAddress'
import { kitRootOf } from '../../AppKit'
import type { IdentityStore } from '../../kernel/account/IdentityStore'
import type { SiwxStore } from '../../kernel/siwx/SiwxStore'
import type { SIWXStatus } from '../../kernel/siwx/siwxTypes'
import { useAppKitInstance } from '../AppKitProvider'
import { useKitSelector } from '../useKitSelector'

/** The connected account as RainbowKit's ConnectButton.Custom hands it to its render function. */
export interface ConnectButtonAccount {
  readonly address: string
  /** The name to show: the ENS-style name when one is known, else the shortened address (0x1234…5678). */
  readonly displayName: string
  readonly balanceFormatted?: string
  readonly balanceSymbol?: string
  /** The balance with its symbol, 3 decimals truncated (§5), once read. */
  readonly displayBalance?: string
  readonly ensName?: string
  readonly ensAvatar?: string
  readonly hasPendingTransactions: boolean
}

export interface ConnectButtonChain {
  readonly id: number | string
  readonly name?: string
  readonly hasIcon: boolean
  readonly iconUrl?: string
  readonly iconBackground?: string
  /** The wallet is on a chain outside `networks`. */
  readonly unsupported?: boolean
}

/** ConnectButton.Custom's render props (RainbowKit's names). */
export interface ConnectButtonRenderProps {
  readonly account?: ConnectButtonAccount
  readonly chain?: ConnectButtonChain
  /** False during server rendering and the first client render: render nothing that depends on the wallet until then. */
  readonly mounted: boolean
  /** Sign-in with the wallet (RainbowKit's field): set when the kit has a sign-in (`siwx` or `siweConfig`) option. */
  readonly authenticationStatus?: 'loading' | 'unauthenticated' | 'authenticated'
  readonly openConnectModal: () => void
  readonly openAccountModal: () => void
  readonly openChainModal: () => void
  readonly connectModalOpen: boolean
  readonly accountModalOpen: boolean
  readonly chainModalOpen: boolean
}

/** RainbowKit's authenticationStatus from the kit's sign-in: none without a sign-in option. */
function authenticationStatusOf(config: object | undefined, status: SIWXStatus | undefined): ConnectButtonRenderProps['authenticationStatus'] {
  if (config === undefined) return undefined
  return status === 'signed-in' ? 'authenticated' : status === 'signing' ? 'loading' : 'unauthenticated'
}

/** Everything ConnectButton and ConnectButton.Custom show, from the kit's public instance API. */
export function useConnectButtonState(): ConnectButtonRenderProps {
  const kit = useAppKitInstance()
  const root = kitRootOf(kit)
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const facts = useKitSelector(() => {
    const account = kit.getAccount()
    const network = kit.getCaipNetwork()
    const view = kit.getView()
    const identity = root.lazy.get<IdentityStore>('identity')?.identity
    return {
      ensName: identity?.name ?? undefined,
      ensAvatar: identity?.avatar ?? undefined,
      authenticationStatus: authenticationStatusOf(root.options.siwx ?? root.options.siweConfig, root.lazy.get<SiwxStore>('siwx')?.status),
      address: account.isConnected ? account.address : undefined,
      balance: account.balance,
      symbol: account.balanceSymbol,
      chainId: network?.id,
      chainName: network?.name,
      unsupported: kit.isUnsupportedNetwork,
      modalView: view,
    }
  })
  const { address, balance, symbol, ensName, ensAvatar } = facts
  // The profile name and avatar (§7 identity; none on testnets), read as the Account view reads them.
  useEffect(() => {
    if (address) root.slice('identity').then((identity) => identity.load()).catch(() => undefined)
  }, [root, address, facts.chainId])
  return {
    mounted,
    ...(facts.authenticationStatus && { authenticationStatus: facts.authenticationStatus }),
    ...(address && {
      account: {
        address,
        displayName: ensName ?? truncateAddress(address, 6, 4),
        ...(ensName !== undefined && { ensName }),
        ...(ensAvatar !== undefined && { ensAvatar }),
        hasPendingTransactions: false,
        ...(balance !== undefined && symbol !== undefined && { balanceFormatted: truncateBalance(balance), balanceSymbol: symbol, displayBalance: `${truncateBalance(balance)} ${symbol}` }),
      },
    }),
    ...(address && facts.chainId !== undefined && {
      chain: { id: facts.chainId, hasIcon: false, unsupported: facts.unsupported, ...(facts.chainName !== undefined && { name: facts.chainName }) },
    }),
    openConnectModal: () => void kit.open({ view: 'Connect' }),
    openAccountModal: () => void kit.open({ view: 'Account' }),
    openChainModal: () => void kit.open({ view: 'SwitchNetwork' }),
    connectModalOpen: facts.modalView !== undefined && !address,
    accountModalOpen: facts.modalView === 'Account',
    chainModalOpen: facts.modalView === 'SwitchNetwork',
  }
}
