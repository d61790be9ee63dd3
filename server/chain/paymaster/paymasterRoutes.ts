import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { formatEther, numberToHex, parseEther, type Address, type LocalAccount } from 'viem'
import { z } from 'zod'
import type { ProjectEnv } from '../../http/requireProject'
import type { LocalChainsInfo } from '../localChainsInfo'
import { isPaymasterMethod, PAYMASTER_METHODS, paymasterParams } from './paymasterRequest'
import { bundlerRequestEnvelope } from '../bundler/bundlerRequest'
import { PAYMASTER_GAS, signVerifyingPaymasterData, STUB_PAYMASTER_SIGNATURE, verifyingPaymasterData } from './verifyingPaymasterData'

const MAX_BODY_BYTES = 256 * 1024
/** How long a sponsorship may be used after it is signed (validUntil): a user operation is sent within seconds. */
export const SPONSORSHIP_VALID_SECONDS = 300
/** The most one sponsored operation may cost (its gas limits at its max fee): a bound on what one signature can spend. */
export const MAX_SPONSORED_COST = parseEther('0.1')
export const NOT_SPONSORED_MESSAGE = 'Gas sponsorship is not enabled for this project'
/** JSON-RPC error code of a refused sponsorship (HTTP 403). */
export const SPONSORSHIP_REFUSED_CODE = -32001

/** A chain whose VerifyingPaymaster 0.7 the cloud signs for: the paymaster and the EntryPoint it serves. */
export interface PaymasterTarget {
  chainId: number
  entryPoint: Address
  paymaster: Address
}

export interface PaymasterService {
  /** The paymaster's verifying signer (the local chains': mnemonic #41, a dev key, loopback only). */
  signer: LocalAccount
  /** By CAIP-2 id. */
  targets: Readonly<Record<string, PaymasterTarget>>
}

/** The local chains whose VerifyingPaymaster accepts `signer`'s signature, by CAIP-2 id. */
export function paymasterTargets(info: LocalChainsInfo, signer: Address): Record<string, PaymasterTarget> {
  const targets: Record<string, PaymasterTarget> = {}
  for (const chain of info.chains) {
    const aa = chain.accountAbstraction
    if (aa && aa.paymasterSigner.toLowerCase() === signer.toLowerCase()) {
      targets[chain.caipNetworkId] = { chainId: chain.id, entryPoint: aa.entryPoint as Address, paymaster: aa.verifyingPaymaster as Address }
    }
  }
  return targets
}

const rpcError = (id: unknown, code: number, message: string) => ({ jsonrpc: '2.0', id: id ?? null, error: { code, message } })

/**
 * POST /v1/paymaster?projectId&chainId=eip155:{ref}: an ERC-7677 paymaster web service for the chain's VerifyingPaymaster
 * 0.7. pm_getPaymasterStubData answers the paymaster, its gas limits and paymasterData with a stand-in signature
 * (isFinal false); pm_getPaymasterData signs getHash(userOp, validUntil, validAfter) with the verifying signer, valid
 * for SPONSORSHIP_VALID_SECONDS. Only for a project with gas sponsorship on; anything else is a JSON-RPC error:
 * 403 for a refusal (the project does not sponsor, a method off the list, an operation that may cost too much), 400 for
 * a malformed request, an unknown chain or another EntryPoint.
 */
export function paymasterRoutes(service: PaymasterService | undefined, options: { now?: () => number } = {}): Hono<ProjectEnv> {
  const now = options.now ?? Date.now
  const app = new Hono<ProjectEnv>()
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json(rpcError(null, -32600, 'Request too large'), 413) })
  app.post('/v1/paymaster', limit, async (c) => {
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      return c.json(rpcError(null, -32700, 'Parse error'), 400)
    }
    if (Array.isArray(body)) return c.json(rpcError(null, -32600, 'Batch requests are not taken by the paymaster endpoint: send one call at a time'), 400)
    const envelope = bundlerRequestEnvelope.safeParse(body)
    if (!envelope.success) return c.json(rpcError(null, -32600, `Invalid JSON-RPC request: ${z.prettifyError(envelope.error)}`), 400)
    const { id, method } = envelope.data
    if (!isPaymasterMethod(method)) return c.json(rpcError(id, -32601, `Method not available through the paymaster endpoint: ${method}`), 403)
    const chainId = c.req.query('chainId')
    const target = chainId === undefined ? undefined : service?.targets[chainId]
    if (!service || !target) return c.json(rpcError(id, -32602, `No paymaster for chainId: ${chainId ?? '(missing)'}`), 400)
    const parsed = PAYMASTER_METHODS[method].safeParse(envelope.data.params)
    if (!parsed.success) return c.json(rpcError(id, -32602, `Invalid params for ${method}: ${z.prettifyError(parsed.error)}`), 400)
    const { operation, entryPoint, chainId: paramsChainId } = paymasterParams(parsed.data)
    if (entryPoint.toLowerCase() !== target.entryPoint.toLowerCase()) {
      return c.json(rpcError(id, -32602, `Unsupported entry point: ${entryPoint} (${chainId} has ${target.entryPoint})`), 400)
    }
    if (paramsChainId !== target.chainId) return c.json(rpcError(id, -32602, `The chain id parameter (${paramsChainId}) is not the chainId of the request (${chainId})`), 400)
    const project = c.get('project')
    if (!project.sponsorGas) return c.json(rpcError(id, SPONSORSHIP_REFUSED_CODE, NOT_SPONSORED_MESSAGE), 403)

    const gas = {
      paymasterVerificationGasLimit: operation.paymasterVerificationGasLimit ?? PAYMASTER_GAS.verification,
      paymasterPostOpGasLimit: operation.paymasterPostOpGasLimit ?? PAYMASTER_GAS.postOp,
    }
    const terms = { chainId: target.chainId, paymaster: target.paymaster, validUntil: Math.floor(now() / 1000) + SPONSORSHIP_VALID_SECONDS, validAfter: 0 }
    const answer = { paymaster: target.paymaster, paymasterVerificationGasLimit: numberToHex(gas.paymasterVerificationGasLimit), paymasterPostOpGasLimit: numberToHex(gas.paymasterPostOpGasLimit) }
    if (method === 'pm_getPaymasterStubData') {
      const result = { ...answer, paymasterData: verifyingPaymasterData(terms, STUB_PAYMASTER_SIGNATURE), isFinal: false, sponsor: { name: project.name } }
      return c.json({ jsonrpc: '2.0', id, result })
    }
    const gasLimit = operation.callGasLimit + operation.verificationGasLimit + operation.preVerificationGas + gas.paymasterVerificationGasLimit + gas.paymasterPostOpGasLimit
    if (gasLimit * operation.maxFeePerGas > MAX_SPONSORED_COST) {
      const message = `Sponsorship refused: the operation may cost up to ${formatEther(gasLimit * operation.maxFeePerGas)} ETH, more than the ${formatEther(MAX_SPONSORED_COST)} ETH sponsored per operation`
      return c.json(rpcError(id, SPONSORSHIP_REFUSED_CODE, message), 403)
    }
    const paymasterData = await signVerifyingPaymasterData(service.signer, { ...operation, ...gas }, terms)
    return c.json({ jsonrpc: '2.0', id, result: { ...answer, paymasterData } })
  })
  return app
}
