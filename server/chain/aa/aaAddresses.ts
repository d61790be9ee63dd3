import { getContractAddress, type Address, type Hex } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'

/** The deterministic CREATE2 deployer (Arachnid's), present on anvil from genesis and on most public chains. */
export const DETERMINISTIC_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

/** EntryPoint v0.7 at its canonical address (the published creation code, this salt, the deterministic deployer). */
export const ENTRY_POINT_07: Address = entryPoint07Address
export const ENTRY_POINT_07_SALT: Hex = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'

/** SimpleAccountFactory 0.7 (constructed with ENTRY_POINT_07, salt 0): the canonical address it has on public chains too. */
export const SIMPLE_ACCOUNT_FACTORY_07: Address = '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985'
export const SIMPLE_ACCOUNT_FACTORY_07_SALT: Hex = `0x${'0'.repeat(64)}`

/** The SimpleAccount implementation every account proxies to: the factory's constructor creates it (the factory's nonce 1). */
export const SIMPLE_ACCOUNT_IMPLEMENTATION_07: Address = getContractAddress({ from: SIMPLE_ACCOUNT_FACTORY_07, nonce: 1n })

/**
 * GangwayAccountFactory (server/chain/contracts, constructed with ENTRY_POINT_07, salt 0): the factory of the embedded
 * wallets' smart accounts. Its address follows from the committed creation code; planAccountAbstraction checks it.
 */
export const GANGWAY_ACCOUNT_FACTORY: Address = '0x22FFd9dCbc8b3f73E1A38b515Bf6b7422E5A832e'
export const GANGWAY_ACCOUNT_FACTORY_SALT: Hex = `0x${'0'.repeat(64)}`

/** The GangwayAccount implementation every account proxies to: the factory's constructor creates it (nonce 1). */
export const GANGWAY_ACCOUNT_IMPLEMENTATION: Address = getContractAddress({ from: GANGWAY_ACCOUNT_FACTORY, nonce: 1n })
