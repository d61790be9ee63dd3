import { Hono } from 'hono'
import { getAddress, isAddress } from 'viem'
import { identitySchema, reverseNameSchema } from '../../src/protocol/chainData'
import type { Db } from '../db/Db'
import type { ProjectEnv } from '../http/requireProject'
import { badRequest, parseAddress } from './chainParams'

interface NameRow {
  name: string
  address: string
  avatar: string | null
  attributes: Record<string, string> | null
  /** The ENSIP-11 coin type a registered name was registered with (null for the seeded dev names). */
  coin_type: string | null
}

/** ENS coin type of Ethereum (SLIP-44 60): the key of an EVM address in a profile's addresses. */
const EVM_COIN_TYPE = '60'

async function namesOf(db: Db, address: string): Promise<NameRow[]> {
  const { rows } = await db.query<NameRow>(
    'SELECT name, address, avatar, attributes, coin_type::text FROM names WHERE lower(address) = $1 ORDER BY created_at, name',
    [address.toLowerCase()],
  )
  return rows
}

/**
 * A name as a profile (apiVersion 2): its address under the EVM coin type, and under the coin type it was
 * registered with (its chain's, ENSIP-11), the avatar among the attributes.
 */
const profile = (row: NameRow) => {
  // Strict: a mixed-case address must carry a valid checksum (getAddress alone would accept any casing).
  if (!isAddress(row.address)) throw new Error(`Invalid stored address: ${row.address}`)
  const address = { address: getAddress(row.address) }
  return reverseNameSchema.parse({
    name: row.name,
    addresses: { [EVM_COIN_TYPE]: address, ...(row.coin_type ? { [row.coin_type]: address } : {}) },
    attributes: { ...(row.attributes ?? {}), ...(row.avatar ? { avatar: row.avatar } : {}) },
  })
}

/** Labels of letters, digits and hyphens joined by dots ('gangway-dev.eth'). */
const NAME = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*$/u

/**
 * GET /v1/identity/{address}?sender → { name, avatar } of the address's first name ({ name: null, avatar: null }
 * when it has none); GET /v1/profile/reverse/{address}?sender&apiVersion=2 → every name pointing at it;
 * GET /v1/profile/account/{name}?apiVersion=2 → that name's profile, 404 when there is none.
 */
export function identityRoutes(db: Db, log: (line: string) => void = (line) => console.error(line)): Hono<ProjectEnv> {
  const app = new Hono<ProjectEnv>()
  app.get('/v1/identity/:address', async (c) => {
    const address = parseAddress(c.req.param('address'))
    if (!address) return badRequest(c, `Invalid address: ${c.req.param('address')}`)
    const [first] = await namesOf(db, address)
    return c.json(identitySchema.parse({ name: first?.name ?? null, avatar: first?.avatar ?? null }))
  })
  app.get('/v1/profile/reverse/:address', async (c) => {
    const address = parseAddress(c.req.param('address'))
    if (!address) return badRequest(c, `Invalid address: ${c.req.param('address')}`)
    // A stored row that does not make a valid profile (bad address, bad attributes) is left out and logged.
    const profiles = (await namesOf(db, address)).flatMap((row) => {
      try {
        return [profile(row)]
      } catch (error) {
        log(`reverse names: row ${JSON.stringify(row.name)} left out: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
        return []
      }
    })
    return c.json(profiles)
  })
  app.get('/v1/profile/account/:name', async (c) => {
    const name = c.req.param('name').toLowerCase()
    if (!NAME.test(name)) return badRequest(c, `Invalid name: ${c.req.param('name')}`)
    const { rows } = await db.query<NameRow>('SELECT name, address, avatar, attributes, coin_type::text FROM names WHERE lower(name) = $1', [name])
    const row = rows[0]
    return row ? c.json(profile(row)) : c.json({ message: `Name not found: ${name}` }, 404)
  })
  return app
}
