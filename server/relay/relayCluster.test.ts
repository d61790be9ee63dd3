/**
 * Two relay processes on one Redis: 200 dApp/wallet pairs spread over both nodes exchange their messages;
 * then the same with one node SIGKILLed mid-load, its clients reconnecting to the other: not one
 * acknowledged (answered) or parked (stored, not yet delivered) message is lost.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SLOW_SETUP_MS } from '../testing/hookTimeouts'
import { startRedisServer, type RedisServer } from '../testing/startRedisServer'
import { encodeMessage, PairSide, randomTopic } from './testing/loadPair'
import { spawnRelay, type RelayProcess } from './testing/spawnRelay'

const PAIRS = 200
const EACH_WAY = 5
let redis: RedisServer
let nodes: RelayProcess[] = []
const alive = new Set<RelayProcess>()

beforeAll(async () => {
  redis = await startRedisServer()
  nodes = await Promise.all([spawnRelay({ redisUrl: redis.url }), spawnRelay({ redisUrl: redis.url })])
  for (const node of nodes) alive.add(node)
}, SLOW_SETUP_MS)
afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop()))
  await redis?.stop()
})

/** Node n if it is alive, else any live node (what a balancer does once its health check fails). */
const nodeUrl = (n: number) => (): string => {
  const node = nodes[n % nodes.length]
  return node && alive.has(node) ? node.url : [...alive][0]!.url
}

interface Pair {
  dapp: PairSide
  wallet: PairSide
}
/** dApp i on node i % 2, wallet i on node ⌊i / 2⌋ % 2: half the pairs span both nodes. */
function makePairs(count: number): Pair[] {
  return Array.from({ length: count }, (_, i) => {
    const topic = randomTopic()
    return { dapp: new PairSide(topic, nodeUrl(i)), wallet: new PairSide(topic, nodeUrl(Math.floor(i / 2))) }
  })
}
const messages = (pair: number, side: string): string[] => Array.from({ length: EACH_WAY }, (_, j) => encodeMessage(`${pair}:${side}:${j}`))

async function publishAll(side: PairSide, texts: readonly string[]): Promise<void> {
  for (const text of texts) await side.publish(text)
}

/** For each side: what its peer had acknowledged that it never got, and anything it got back of its own. */
function losses(pairs: readonly Pair[]): { lost: number; echoed: number; repeats: number } {
  let lost = 0
  let echoed = 0
  let repeats = 0
  for (const { dapp, wallet } of pairs) {
    for (const [receiver, publisher] of [[dapp, wallet], [wallet, dapp]] as const) {
      const got = receiver.received()
      const unique = new Set(got)
      repeats += got.length - unique.size
      for (const message of publisher.acknowledged) if (!unique.has(message)) lost++
      for (const message of receiver.acknowledged) if (unique.has(message)) echoed++
    }
  }
  return { lost, echoed, repeats }
}

const allDelivered = (pairs: readonly Pair[]) => () => losses(pairs).lost

describe('two relay nodes on one Redis', () => {
  it(`delivers every message of ${PAIRS} pairs whichever node each side landed on`, { timeout: 60_000 }, async () => {
    const pairs = makePairs(PAIRS)
    await Promise.all(pairs.flatMap(({ dapp, wallet }) => [dapp.connection(), wallet.connection()]))
    await Promise.all(pairs.flatMap(({ dapp, wallet }, i) => [publishAll(dapp, messages(i, 'dapp')), publishAll(wallet, messages(i, 'wallet'))]))
    const acknowledged = pairs.reduce((sum, { dapp, wallet }) => sum + dapp.acknowledged.size + wallet.acknowledged.size, 0)
    expect(acknowledged).toBe(PAIRS * EACH_WAY * 2)
    await expect.poll(allDelivered(pairs), { timeout: 30_000, interval: 200 }).toBe(0)
    expect(losses(pairs)).toEqual({ lost: 0, echoed: 0, repeats: 0 })
    await Promise.all(pairs.flatMap(({ dapp, wallet }) => [dapp.close(), wallet.close()]))
  })

  it('loses no acknowledged or parked message when a node is SIGKILLed mid-load', { timeout: 60_000 }, async () => {
    const pairs = makePairs(PAIRS)
    // Parked: 40 dApps on the node about to die publish to wallets that are not connected yet.
    const parked = makePairs(80).filter((_, i) => i % 2 === 1)
    await Promise.all([...pairs.flatMap(({ dapp, wallet }) => [dapp.connection(), wallet.connection()]), ...parked.map(({ dapp }) => dapp.connection())])
    await Promise.all(parked.map(({ dapp }, i) => publishAll(dapp, messages(i, 'parked'))))

    const victim = nodes[1]!
    const load = Promise.all(pairs.flatMap(({ dapp, wallet }, i) => [publishAll(dapp, messages(i, 'dapp')), publishAll(wallet, messages(i, 'wallet'))]))
    const answered = () => pairs.reduce((sum, { dapp, wallet }) => sum + dapp.acknowledged.size + wallet.acknowledged.size, 0)
    await expect.poll(answered, { timeout: 30_000, interval: 5 }).toBeGreaterThanOrEqual(PAIRS * EACH_WAY * 0.4)
    alive.delete(victim)
    await victim.kill()
    const answeredAtKill = answered()
    await load
    await Promise.all(parked.map(({ wallet }) => wallet.connection()))

    const everyone = [...pairs, ...parked]
    await expect.poll(allDelivered(everyone), { timeout: 30_000, interval: 200 }).toBe(0)
    const { lost, echoed, repeats } = losses(everyone)
    expect({ lost, echoed }).toEqual({ lost: 0, echoed: 0 })
    expect(answeredAtKill).toBeLessThan(PAIRS * EACH_WAY * 2)
    expect(answered()).toBe(PAIRS * EACH_WAY * 2)
    expect(parked.every(({ dapp, wallet }) => wallet.received().length >= EACH_WAY && dapp.acknowledged.size === EACH_WAY)).toBe(true)
    const moved = [...pairs.flatMap(({ dapp, wallet }) => [dapp, wallet]), ...parked.map(({ dapp }) => dapp)].filter((side) => side.connections > 1).length
    expect(moved).toBeGreaterThan(0)
    const parkedCount = parked.length * EACH_WAY
    console.log(`node killed after ${answeredAtKill} of ${PAIRS * EACH_WAY * 2} publishes were answered; ${moved} clients moved to the other node; ${parkedCount} parked messages; 0 lost, ${repeats} pushed again (never acked before the kill)`)
    await Promise.all(everyone.flatMap(({ dapp, wallet }) => [dapp.close(), wallet.close()]))
  })
})
