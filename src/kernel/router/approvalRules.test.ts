import { observable, runInAction } from 'mobx'
import { describe, expect, it } from 'vitest'
import { startApprovalRules } from './approvalRules'

function setup(open: boolean, view = 'Connect') {
  const state = observable({ approvals: [] as unknown[], refusals: 0, open, history: [view] })
  const calls: string[] = []
  const stop = startApprovalRules({
    wallet: state,
    isOpen: () => state.open,
    view: () => state.history[state.history.length - 1]!,
    open: ({ view: shown }) => (calls.push(`open:${shown}`), runInAction(() => ((state.open = true), (state.history = [shown!]))), Promise.resolve()),
    push: (shown) => (calls.push(`push:${shown}`), runInAction(() => state.history.push(shown))),
    back: () => (calls.push('back'), runInAction(() => state.history.pop())),
    close: () => (calls.push('close'), runInAction(() => (state.open = false)), Promise.resolve()),
  })
  const request = (count: number) => runInAction(() => (state.approvals = Array.from({ length: count })))
  return { state, calls, stop, request }
}

describe('approval rules (§4, §6)', () => {
  it('a request on a closed modal opens it on ApproveTransaction; the last answer closes it', () => {
    const { calls, request } = setup(false)
    request(1)
    request(2)
    request(0)
    expect(calls).toEqual(['open:ApproveTransaction', 'close'])
  })

  it('a request from a flow in the open modal (a Swap) goes on top of it, and the last answer returns to the flow', () => {
    const { calls, state, request } = setup(true, 'Swap')
    request(1)
    expect(state.history).toEqual(['Swap', 'ApproveTransaction'])
    request(0)
    expect(calls).toEqual(['push:ApproveTransaction', 'back'])
    expect(state.history).toEqual(['Swap'])
    expect(state.open).toBe(true)
  })

  it('a refused method shows ApproveTransaction (on top of an open flow), once', () => {
    const { calls, state } = setup(true, 'Send')
    runInAction(() => (state.refusals += 1))
    runInAction(() => (state.refusals += 1))
    expect(calls).toEqual(['push:ApproveTransaction'])
  })
})
