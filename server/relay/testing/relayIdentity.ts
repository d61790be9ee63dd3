/** For tests: a relay client identity (an ed25519 key) that signs auth JWTs the way @walletconnect/relay-auth does. */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

function encodeBase58(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex')}`)
  let text = ''
  for (; value > 0n; value /= 58n) text = ALPHABET[Number(value % 58n)] + text
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}

const base64UrlJson = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url')

export interface RelayIdentity {
  /** did:key:z6Mk…, the JWT iss the relay uses as client id. */
  clientId: string
  /** A fresh JWT for the relay (valid for a day unless `expiresInSeconds` says otherwise). */
  jwt(options?: { expiresInSeconds?: number }): string
}

export function createRelayIdentity(): RelayIdentity {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x ?? '', 'base64url')
  const clientId = `did:key:z${encodeBase58(Uint8Array.from([0xed, 0x01, ...raw]))}`
  return { clientId, jwt: ({ expiresInSeconds = 86_400 } = {}) => signJwt(privateKey, clientId, expiresInSeconds) }
}

function signJwt(privateKey: KeyObject, iss: string, expiresInSeconds: number): string {
  const iat = Math.floor(Date.now() / 1000)
  const data = `${base64UrlJson({ alg: 'EdDSA', typ: 'JWT' })}.${base64UrlJson({ iss, sub: 'test', aud: 'ws://127.0.0.1', iat, exp: iat + expiresInSeconds })}`
  return `${data}.${sign(null, Buffer.from(data), privateKey).toString('base64url')}`
}
