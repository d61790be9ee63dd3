/** The throwaway Redis of the tests: it answers, stops, never outlives a killed parent, and says clearly when it is missing. */
import { spawn } from 'node:child_process'
import { connect } from 'node:net'
import { Redis } from 'ioredis'
import { describe, expect, it } from 'vitest'
import { RedisNotInstalledError, redisServerBinary, startRedisServer } from './startRedisServer'

/** Whether something accepts TCP connections on the port. */
const listening = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })

describe('startRedisServer', () => {
  it('starts a Redis without persistence on a free port, and stop() frees it', async () => {
    const redis = await startRedisServer()
    expect(redis.url).toBe(`redis://127.0.0.1:${redis.port}`)
    const client = new Redis(redis.url)
    expect(await client.ping()).toBe('PONG')
    expect(await client.config('GET', 'save')).toEqual(['save', ''])
    expect(await client.config('GET', 'appendonly')).toEqual(['appendonly', 'no'])
    client.disconnect()
    await redis.stop()
    await redis.stop()
    expect(await listening(redis.port)).toBe(false)
  })

  it('leaves no Redis behind when the process that started it is killed', async () => {
    const script = `import { startRedisServer } from '${new URL('./startRedisServer.ts', import.meta.url).href}'
const redis = await startRedisServer(); console.log(redis.port); setInterval(() => {}, 1000)`
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] })
    const port = await new Promise<number>((resolve) => child.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim()))))
    expect(await listening(port)).toBe(true)
    child.kill('SIGKILL')
    await expect.poll(() => listening(port), { timeout: 10_000 }).toBe(false)
  })

  it('says how to install Redis when redis-server is missing', () => {
    expect(() => redisServerBinary(['/nonexistent/redis-server', undefined])).toThrow(RedisNotInstalledError)
    expect(() => redisServerBinary(['/nonexistent/redis-server'])).toThrow("Redis is not installed: .ci/run installs Debian's redis-server")
  })
})
