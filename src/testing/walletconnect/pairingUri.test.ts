import { describe, expect, it } from 'vitest'
import { parsePairingUri } from './pairingUri'

const TOPIC = '7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9'
const SYM_KEY = '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const NOW = 1_700_000_000_000
const uri = (query = `relay-protocol=irn&symKey=${SYM_KEY}&expiryTimestamp=1700000300`, topic = TOPIC, version = '2') => `wc:${topic}@${version}?${query}`

describe('parsePairingUri', () => {
  it('reads topic, symKey, relay protocol and expiry of a v2 URI', () => {
    expect(parsePairingUri(uri(), NOW)).toEqual({ topic: TOPIC, symKey: SYM_KEY, relayProtocol: 'irn', expiryTimestamp: 1_700_000_300 })
    expect(parsePairingUri(uri(`symKey=${SYM_KEY}&relay-protocol=irn&methods=wc_sessionPropose`), NOW)).toEqual({ topic: TOPIC, symKey: SYM_KEY, relayProtocol: 'irn' })
  })

  it.each([
    [42, 'pair: Invalid WalletConnect URI: it must start with wc:'],
    ['https://example.com', 'pair: Invalid WalletConnect URI: it must start with wc:'],
    [`wc:${TOPIC}`, 'pair: Invalid WalletConnect URI: only version 2 is supported'],
    [uri(undefined, 'abc'), 'pair: Invalid WalletConnect URI: the topic must be 64 hex characters'],
    [uri(undefined, TOPIC, '1'), 'pair: Invalid WalletConnect URI: only version 2 is supported'],
    [uri('relay-protocol=irn'), 'pair: Invalid WalletConnect URI: the symKey must be 64 hex characters'],
    [uri('relay-protocol=irn&symKey=1234'), 'pair: Invalid WalletConnect URI: the symKey must be 64 hex characters'],
    [uri(`symKey=${SYM_KEY}`), 'pair: Invalid WalletConnect URI: relay-protocol is missing'],
    [uri(`relay-protocol=irn&symKey=${SYM_KEY}&expiryTimestamp=soon`), 'pair: Invalid WalletConnect URI: expiryTimestamp must be a whole number of seconds'],
    [uri(`relay-protocol=irn&symKey=${SYM_KEY}&expiryTimestamp=1600000000`), 'pair: the URI expired at 2020-09-13T12:26:40.000Z'],
  ])('rejects %j: %s', (bad, message) => {
    expect(() => parsePairingUri(bad, NOW)).toThrow(message)
  })
})
