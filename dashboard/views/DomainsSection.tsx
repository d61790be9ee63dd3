import { observer } from 'mobx-react-lite'
import type { ProjectStore } from '../stores/ProjectStore'
import { ErrorText, Notice } from './ErrorText'

/** Domain verification: a token to serve at a well-known URL, a Verify button, and whether only verified domains get embedded wallets. */
export const DomainsSection = observer(function DomainsSection({ store }: { store: ProjectStore }) {
  const project = store.project!
  return (
    <section className="card" aria-labelledby="domains-title">
      <h2 id="domains-title">Domain verification</h2>
      <p>
        Prove you control an allowed origin: serve its token as the whole body of <code>&lt;origin&gt;/.well-known/gangway-verification.txt</code>, then press Verify. The cloud fetches it (5 s, no redirects to other hosts).
      </p>
      <div className="switch">
        <input id="require-verified" type="checkbox" checked={project.requireVerifiedDomain} onChange={(event) => void store.setDomainPolicy(event.target.checked)} disabled={store.busy} />
        <label htmlFor="require-verified">Embedded wallets (e-mail and social login) only on verified domains: other pages get the 'Unverified Domain' alert</label>
      </div>
      {project.domains.length > 0 && (
        <table className="domains">
          <caption className="visually-hidden">Domains</caption>
          <thead>
            <tr>
              <th scope="col">Origin</th>
              <th scope="col">Token and where to serve it</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {project.domains.map((domain) => (
              <tr key={domain.origin} data-origin={domain.origin}>
                <td>
                  <code>{domain.origin}</code>
                </td>
                <td>
                  <code className="token" data-testid="domain-token">
                    {domain.token}
                  </code>
                  <br />
                  <span className="muted">at</span> <code>{`${domain.origin}/.well-known/gangway-verification.txt`}</code>
                </td>
                <td>
                  {domain.verifiedAt ? (
                    <span className="ok" data-testid="domain-verified">
                      Verified
                    </span>
                  ) : (
                    <button type="button" onClick={() => void store.verifyDomain(domain.origin)} disabled={store.busy} aria-label={`Verify ${domain.origin}`}>
                      Verify
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {store.verifiableOrigins.length === 0 ? (
        <p className="muted">Add an exact allowed origin (no wildcard) to verify it.</p>
      ) : (
        <div className="row">
          <label htmlFor="domain-origin">Origin to verify</label>
          <select id="domain-origin" value={store.domainOrigin} onChange={(event) => store.setDomainOrigin(event.target.value)}>
            {store.verifiableOrigins.map((origin) => (
              <option key={origin} value={origin}>
                {origin}
              </option>
            ))}
          </select>
          <button type="button" className="secondary" onClick={() => void store.startDomain()} disabled={store.busy || store.domainOrigin === ''}>
            Get its token
          </button>
        </div>
      )}
      <ErrorText error={store.errorFor('domains')} />
      <Notice text={store.noticeFor('domains')} />
    </section>
  )
})
