import { describe, expect, it } from 'vitest'
import { useSecureSite } from './testing/useSecureSite'

const QUERY = 'chainId=eip155%3A31337&version=0.1.0&enableLogger=false&rpcUrl=http%3A%2F%2F127.0.0.1%3A3002'

describe('secure site: the frame page', () => {
  const site = useSecureSite()

  const ancestorsOf = (response: Response) => /frame-ancestors ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]?.split(' ')

  it('GET /frame: the page, with frame-ancestors = the project origins plus the §9 remote ancestors, and the origins for its own check', async () => {
    const response = await site.get(`/frame?projectId=gangway-foreign-origin&${QUERY}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(ancestorsOf(response)).toEqual(['https://app.example.com', 'https://*.pages.dev', 'https://*.vercel.app', 'https://*.trycloudflare.com'])
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    const html = await response.text()
    expect(html).toContain('<script src="/frame.js" defer></script>')
    expect(html).toContain('data-chains="31337,31338,solana:5fp3J9jKX6jt6hUcoPTeiKfVdGsGBdvq"')
    expect(html).toContain('data-allowed-origins="[&quot;https://app.example.com&quot;]"')
  })

  it('a production project lists the loopback origins it uses, port by port: no other local port may frame its login frame', async () => {
    await site.db.query(
      `INSERT INTO projects (id, name, allowed_origins, features) SELECT 'gangway-prod-loopback', 'Production on a loopback port', $1, features FROM projects WHERE id = 'gangway-test'`,
      [['http://127.0.0.1:3000', 'http://localhost:3000']],
    )
    const response = await site.get(`/frame?projectId=gangway-prod-loopback&${QUERY}`)
    const ancestors = ancestorsOf(response)
    expect(ancestors?.slice(0, 2)).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000'])
    expect(ancestors?.some((source) => /^https?:\/\/(127\.0\.0\.1|localhost)(:\*)?$/.test(source))).toBe(false)
    expect(await response.text()).not.toContain('data-local-origins')
    // An unknown project: no loopback ancestor at all, and no origins for the page's check (it answers 'invalid key').
    const unknown = await site.get(`/frame?projectId=nobody-knows&${QUERY}`)
    expect(ancestorsOf(unknown)).toEqual(['https://*.pages.dev', 'https://*.vercel.app', 'https://*.trycloudflare.com'])
    expect(await unknown.text()).not.toContain('data-allowed-origins')
  })

  it('a seeded dev project may be framed from any local port, and its page tells its own check so', async () => {
    for (const path of [`/frame?projectId=gangway-test&${QUERY}`, '/approve?projectId=gangway-test']) {
      const response = await site.get(path)
      expect(ancestorsOf(response)).toEqual(expect.arrayContaining(['http://localhost:*', 'http://127.0.0.1:*', 'https://localhost:*', 'https://127.0.0.1:*']))
      expect(await response.text()).toContain('data-local-origins="any-port"')
    }
  })

  it('GET /frame with a bad or missing parameter: 400 naming it', async () => {
    const response = await site.get('/frame?projectId=gangway-test&chainId=1&version=1&rpcUrl=x')
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toMatch(/^Invalid frame URL: enableLogger: /)
    const noProject = await site.get(`/frame?${QUERY}`)
    expect(((await noProject.json()) as { message: string }).message).toMatch(/^Invalid frame URL: projectId: /)
  })

  it('GET /frame.js: the bundled script, as JavaScript', async () => {
    const response = await site.get('/frame.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8')
    const script = await response.text()
    expect(script).toContain('@gangway-frame/')
    expect(script.length).toBeGreaterThan(5_000)
    expect(await (await site.get('/frame.js')).text()).toBe(script)
  }, 30_000)

  it('GET /approve: the approval frame page under the same frame-ancestors policy, with the chains it signs for', async () => {
    const response = await site.get('/approve?projectId=gangway-foreign-origin')
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain('frame-ancestors ')
    expect(csp).toContain('https://app.example.com')
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("default-src 'none'")
    const html = await response.text()
    expect(html).toContain('<script src="/approve.js" defer></script>')
    expect(html).toContain('data-chains="[{&quot;id&quot;:31337,&quot;name&quot;:&quot;Gangway Local&quot;}')
    for (const bad of ['/approve', '/approve?projectId=', '/approve?projectId=%3Cscript%3E']) {
      const refused = await site.get(bad)
      expect(refused.status, bad).toBe(400)
      expect(await refused.json()).toEqual({ message: 'Invalid approval frame URL: projectId: is required' })
    }
  })

  it('GET /approve.js: the approval frame script, bundled', async () => {
    const response = await site.get('/approve.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/javascript; charset=utf-8')
    const script = await response.text()
    expect(script).toContain('@gangway-approval/')
    expect(script).toContain('approvals')
  }, 30_000)

  it('GET /dev/mailbox: the sink’s messages for an address, newest first', async () => {
    await site.post('email/connect', { email: 'mailbox@example.com', deviceId: 'device-mailbox-01' })
    const response = await site.get('/dev/mailbox?to=MAILBOX@example.com')
    const mails = (await response.json()) as { to: string; subject: string; text: string; html: string; receivedAt: string }[]
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ to: 'mailbox@example.com', subject: 'Your Gangway login code' })
    expect(Object.keys(mails[0]!).sort()).toEqual(['html', 'receivedAt', 'subject', 'text', 'to'])
  })

  it("GET /dev/mailbox without 'to' lists nothing: 400 naming the parameter (it would show every code and link)", async () => {
    await site.post('email/connect', { email: 'someone@example.com', deviceId: 'device-mailbox-02' })
    for (const path of ['/dev/mailbox', '/dev/mailbox?to=', '/dev/mailbox?to=%20']) {
      const response = await site.get(path)
      expect(response.status, path).toBe(400)
      expect(await response.json(), path).toEqual({ message: "Missing parameter 'to': the mailbox lists one address's mail" })
    }
  })
})
