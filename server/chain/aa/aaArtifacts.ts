import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { keccak256, type Hex } from 'viem'
import { z } from 'zod'

/** A build artifact that `@account-abstraction/contracts` 0.7.0 publishes (Hardhat's format), the parts used here. */
const artifactSchema = z.object({
  contractName: z.string(),
  abi: z.array(z.object({ type: z.string() }).loose()).min(1),
  bytecode: z.string().regex(/^0x[0-9a-f]+$/i, 'expected 0x-prefixed hex bytecode'),
  deployedBytecode: z.string().regex(/^0x[0-9a-f]+$/i, 'expected 0x-prefixed hex bytecode'),
})

/**
 * keccak256 of OpenZeppelin's ERC1967Proxy creation code as SimpleAccountFactory 0.7 embeds it (the proxy every
 * SimpleAccount is): a published package that embeds another one is refused rather than deriving wrong addresses.
 */
export const SIMPLE_ACCOUNT_PROXY_CODE_HASH: Hex = '0xfc0448e00d75d29e6e7a453d8bc553c6f5a89cc048d8b45606eadf8158c5febc'

const resolveFrom = createRequire(import.meta.url)

function artifact(name: string): z.infer<typeof artifactSchema> {
  const file = `@account-abstraction/contracts/artifacts/${name}.json`
  const parsed = artifactSchema.safeParse(JSON.parse(readFileSync(resolveFrom.resolve(file), 'utf8')))
  if (!parsed.success) throw new AaArtifactError(`${file} is not a build artifact: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}

/** A published artifact that is not what the local deployment expects. */
export class AaArtifactError extends Error {
  override name = 'AaArtifactError'
}

export interface AaBytecodes {
  /** EntryPoint v0.7's creation code: CREATE2 through the deterministic deployer puts it at its canonical address. */
  entryPoint: Hex
  simpleAccountFactory: Hex
  verifyingPaymaster: Hex
  /** The ERC1967Proxy creation code the factory deploys each account with (for counterfactual addresses). */
  simpleAccountProxy: Hex
}

/**
 * The proxy's creation code, cut out of the factory's runtime code where solc placed it (`type(ERC1967Proxy).creationCode`):
 * from the second contract prologue to the end of the first CBOR metadata after it. Checked against its known hash.
 */
function embeddedProxyCode(factoryRuntime: Hex): Hex {
  const start = factoryRuntime.indexOf('6080604052', 4)
  const metadata = start < 0 ? -1 : factoryRuntime.indexOf('a264697066735822', start)
  // The metadata is 0xa2 0x64 'ipfs' 0x58 0x22 <34 bytes> 0x64 'solc' 0x43 <3 bytes> 0x00 0x33: 53 bytes.
  const code: Hex = `0x${factoryRuntime.slice(start, metadata + 2 * 53)}`
  if (start < 0 || metadata < 0 || keccak256(code) !== SIMPLE_ACCOUNT_PROXY_CODE_HASH) {
    throw new AaArtifactError('SimpleAccountFactory does not embed the expected ERC1967Proxy creation code: is @account-abstraction/contracts 0.7.0 installed?')
  }
  return code
}

let loaded: AaBytecodes | undefined

/** The bytecodes of the ERC-4337 contracts deployed on the local chains, from the published artifacts (read once). */
export function aaBytecodes(): AaBytecodes {
  if (loaded) return loaded
  const factory = artifact('SimpleAccountFactory')
  loaded = {
    entryPoint: artifact('EntryPoint').bytecode as Hex,
    simpleAccountFactory: factory.bytecode as Hex,
    verifyingPaymaster: artifact('VerifyingPaymaster').bytecode as Hex,
    simpleAccountProxy: embeddedProxyCode(factory.deployedBytecode as Hex),
  }
  return loaded
}

/** The published ABI of one of the package's contracts (tests compare the typed ABIs with it). */
export function publishedAbi(name: 'EntryPoint' | 'SimpleAccount' | 'SimpleAccountFactory' | 'VerifyingPaymaster'): readonly { type: string; name?: unknown }[] {
  return artifact(name).abi
}
