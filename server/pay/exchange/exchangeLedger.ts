import { timingSafeEqual } from 'node:crypto'
import type { Db } from '../../db/Db'
import { EXCHANGE_TEST_PASSWORD, EXCHANGE_TEST_USERS, type ExchangeTestUser } from './testExchange'

/** Sets every test exchange user's balances to their starting figures (at each start, as the seed does for projects). */
export async function seedExchangeBalances(db: Db): Promise<void> {
  for (const user of EXCHANGE_TEST_USERS) {
    for (const [symbol, balance] of Object.entries(user.balances)) {
      await db.query(
        `INSERT INTO pay_exchange_balances (login, symbol, balance) VALUES ($1, $2, $3::numeric)
         ON CONFLICT (login, symbol) DO UPDATE SET balance = EXCLUDED.balance`,
        [user.login, symbol, balance],
      )
    }
  }
}

/** The test user with this login (trimmed, any case) and password, or undefined. */
export function signInExchangeUser(login: string, password: string): ExchangeTestUser | undefined {
  const user = EXCHANGE_TEST_USERS.find((candidate) => candidate.login === login.trim().toLowerCase())
  const given = Buffer.from(password)
  const expected = Buffer.from(EXCHANGE_TEST_PASSWORD)
  const passwordOk = given.length === expected.length && timingSafeEqual(given, expected)
  return user && passwordOk ? user : undefined
}

/** A user's balances by symbol, whole units as decimal text. */
export async function exchangeBalances(db: Db, login: string): Promise<Record<string, string>> {
  const { rows } = await db.query<{ symbol: string; balance: string }>('SELECT symbol, balance::text AS balance FROM pay_exchange_balances WHERE login = $1 ORDER BY symbol', [login])
  return Object.fromEntries(rows.map((row) => [row.symbol, row.balance.includes('.') ? row.balance.replace(/\.?0+$/, '') : row.balance]))
}

/** Takes `amount` (whole units, decimal text) from a balance in one conditional statement: false when it is short. */
export async function debitExchange(db: Db, login: string, symbol: string, amount: string): Promise<boolean> {
  const { rows } = await db.query('UPDATE pay_exchange_balances SET balance = balance - $3::numeric WHERE login = $1 AND symbol = $2 AND balance >= $3::numeric RETURNING login', [login, symbol, amount])
  return rows.length === 1
}

/** Gives `amount` back (a payment the chain refused). */
export async function creditExchange(db: Db, login: string, symbol: string, amount: string): Promise<void> {
  await db.query('UPDATE pay_exchange_balances SET balance = balance + $3::numeric WHERE login = $1 AND symbol = $2', [login, symbol, amount])
}
