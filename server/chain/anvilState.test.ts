import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilHandle } from './anvil'
import type { LocalChain } from './chains'
import { rpcRequest } from './rpcRequest'

// A port away from the cloud's 8545/8546 and the other anvil tests' 28545–28547.
const CHAIN: LocalChain = { id: 31337, name: 'Gangway Local', rpcPort: 28548 }
const SOMEONE = '0x0000000000000000000000000000000000000abc'

describe('startAnvil with a state file', () => {
  const running: AnvilHandle[] = []
  let folder = ''
  afterAll(async () => {
    await Promise.all(running.map((handle) => handle.stop()))
    if (folder) await rm(folder, { recursive: true, force: true })
  })

  it('a node killed outright (SIGKILL) comes back from the file with its blocks and balances', async () => {
    folder = await mkdtemp(join(tmpdir(), 'gangway-anvil-state-'))
    const stateFile = join(folder, 'state.json')
    const first = await startAnvil(CHAIN, { stateFile })
    running.push(first)
    await rpcRequest(first.rpcUrl, 'anvil_mine', ['0x7'])
    await rpcRequest(first.rpcUrl, 'anvil_setBalance', [SOMEONE, '0x1234'])
    // Written every second: wait for a write that holds both changes.
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    process.kill(-first.pid, 'SIGKILL')
    await first.stop()
    const second = await startAnvil(CHAIN, { stateFile })
    running.push(second)
    expect(await rpcRequest(second.rpcUrl, 'eth_blockNumber', [])).toBe('0x7')
    expect(await rpcRequest(second.rpcUrl, 'eth_getBalance', [SOMEONE, 'latest'])).toBe('0x1234')
  })
})
