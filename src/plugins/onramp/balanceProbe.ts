import Decimal from 'decimal.js'
import { erc20Abi, formatUnits, type Address } from 'viem'
import type { CaipNetwork, PluginContext } from 'gangway/plugin'
import type { PurchaseOption } from './onrampOptions'

type ProbeContext = Pick<PluginContext, 'publicClient' | 'tokenBalances'>

/**
 * Reads the destination's balance of what is bought, on chain: the network's coin, or the token's `balanceOf`;
 * a token whose contract is not known (the built-in list's USDC) is found by symbol among the account's token
 * balances (the chain-data service's, past its cache). Whole units, exact.
 */
export class BalanceProbe {
  private decimals: number | undefined = undefined

  constructor(
    private readonly context: ProbeContext,
    private readonly address: Address,
    private readonly network: CaipNetwork,
    private readonly option: PurchaseOption,
  ) {}

  async read(): Promise<Decimal> {
    const { contract } = this.option
    if (contract === 'native') {
      const client = await this.context.publicClient(this.network)
      return new Decimal(formatUnits(await client.getBalance({ address: this.address }), this.network.nativeCurrency.decimals))
    }
    if (contract === undefined) {
      const balances = await this.context.tokenBalances(true)
      const held = balances.find((balance) => balance.chainId === this.network.caipNetworkId && balance.symbol.toLowerCase() === this.option.symbol.toLowerCase())
      return new Decimal(held?.quantity.numeric ?? '0')
    }
    const client = await this.context.publicClient(this.network)
    this.decimals ??= await client.readContract({ address: contract, abi: erc20Abi, functionName: 'decimals' })
    return new Decimal(formatUnits(await client.readContract({ address: contract, abi: erc20Abi, functionName: 'balanceOf', args: [this.address] }), this.decimals))
  }
}
