// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { summarizeApproval } from './approvalSummary'
import { renderApproval } from './renderApproval'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const MESSAGE = 'Hello from the Gangway demo'
const hex = (text: string) => `0x${Buffer.from(text, 'utf8').toString('hex')}`

function draw(method: string, params: unknown) {
  const view = renderApproval(document, { method, summary: summarizeApproval(method, params), origin: 'http://127.0.0.1:3000', network: 'Gangway Local' })
  document.body.replaceChildren(view.root)
  return view
}

describe('the approval frame draws the request (§6)', () => {
  it('personal_sign: a heading, who asks (the framing origin), the message decoded, the network, Reject then Approve', () => {
    const view = draw('personal_sign', [hex(MESSAGE), ADDRESS])
    expect(document.querySelector('h1')?.textContent).toBe('Sign this message')
    expect(view.root.getAttribute('aria-labelledby')).toBe('gw-approve-title')
    expect(document.querySelector('.gw-approve-origin')?.textContent).toBe('Requested by http://127.0.0.1:3000')
    expect(document.querySelector('[data-testid="gw-approve-message"]')?.textContent).toBe(MESSAGE)
    expect(view.root.textContent).toContain('NetworkGangway Local')
    expect([...view.actions.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Reject', 'Approve'])
  })

  it('eth_sendTransaction: the receiver and the value in ETH; typed data and batches in plain words', () => {
    const to = '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199'
    expect(draw('eth_sendTransaction', [{ from: ADDRESS, to, value: '0x2386f26fc10000' }]).root.textContent).toContain(`To${to}Value0.01 ETH`)
    const typed = { domain: { name: 'Ether Mail', chainId: 31337 }, primaryType: 'Mail', types: {}, message: { contents: 'Hello, Bob!' } }
    const signTyped = draw('eth_signTypedData_v4', [ADDRESS, JSON.stringify(typed)])
    expect(signTyped.root.textContent).toContain('DomainEther MailTypeMail')
    expect(document.querySelector('[data-testid="gw-approve-message"]')?.textContent).toContain('"contents": "Hello, Bob!"')
    expect(draw('wallet_sendCalls', [{ calls: [{ to: ADDRESS }, { to: ADDRESS, value: '0x1' }] }]).root.textContent).toContain('Calls2')
  })

  it('a warning, when the request cannot be described, is drawn above the details', () => {
    const view = renderApproval(document, {
      method: 'solana_signTransaction',
      summary: { title: 'Sign a transaction', details: [{ label: 'Program', value: 'Prog1111', mono: true }], warning: 'This transaction calls programs that cannot be described here.' },
      origin: 'http://127.0.0.1:3000',
      network: 'Gangway Solana Local',
    })
    document.body.replaceChildren(view.root)
    const warning = document.querySelector('[data-testid="gw-approve-warning"]')
    expect(warning?.textContent).toBe('This transaction calls programs that cannot be described here.')
    expect(warning?.compareDocumentPosition(document.querySelector('dl')!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
    expect(draw('personal_sign', ['gm', ADDRESS]).root.querySelector('[data-testid="gw-approve-warning"]')).toBeNull()
  })

  it('markup in the request stays text', () => {
    draw('personal_sign', ['<img src=x onerror=alert(1)><b>bold</b>', ADDRESS])
    expect(document.querySelector('img')).toBeNull()
    expect(document.querySelector('b')).toBeNull()
    expect(document.querySelector('[data-testid="gw-approve-message"]')?.textContent).toBe('<img src=x onerror=alert(1)><b>bold</b>')
  })
})
