import { observer } from 'mobx-react-lite'
import type { FormEvent } from 'react'
import type { ProjectStore } from '../stores/ProjectStore'
import { ErrorText, Notice } from './ErrorText'

/** Allowed origins: the list with Remove, an Add field, and §9's defaults as one-click suggestions. */
export const OriginsSection = observer(function OriginsSection({ store }: { store: ProjectStore }) {
  const project = store.project!
  const add = (event: FormEvent) => {
    event.preventDefault()
    void store.addOrigin()
  }
  return (
    <section className="card" aria-labelledby="origins-title">
      <h2 id="origins-title">Allowed origins</h2>
      <p>
        The pages that may use this project: <code>scheme://host[:port]</code>, or a wildcard as a leading label (<code>https://*.example.com</code>).
        {project.allowLocalOrigins ? ' A dev project: any localhost or 127.0.0.1 page is allowed too.' : ''}
      </p>
      {project.allowedOrigins.length === 0 ? (
        <p className="muted">None yet: no page can use this project.</p>
      ) : (
        <ul className="origins" aria-label="Allowed origins">
          {project.allowedOrigins.map((origin) => (
            <li key={origin}>
              <code>{origin}</code>
              <button type="button" className="secondary small" onClick={() => void store.removeOrigin(origin)} disabled={store.busy} aria-label={`Remove ${origin}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="row" onSubmit={add}>
        <label htmlFor="new-origin" className="visually-hidden">
          Origin to add
        </label>
        <input id="new-origin" placeholder="https://app.example.com" value={store.newOrigin} onChange={(event) => store.setNewOrigin(event.target.value)} aria-invalid={store.errorFor('origins') !== null} aria-describedby="origins-error" />
        <button type="submit" disabled={store.busy || store.newOrigin.trim() === ''}>
          Add origin
        </button>
      </form>
      {store.suggestions.length > 0 && (
        <div className="suggestions">
          <span id="suggestions-label">Suggestions (common development origins; nothing is added until you click):</span>
          <div className="row" role="group" aria-labelledby="suggestions-label">
            {store.suggestions.map((origin) => (
              <button key={origin} type="button" className="secondary small" onClick={() => void store.addOrigin(origin)} disabled={store.busy} aria-label={`Add suggestion ${origin}`}>
                + {origin}
              </button>
            ))}
          </div>
        </div>
      )}
      <ErrorText error={store.errorFor('origins')} id="origins-error" />
      <Notice text={store.noticeFor('origins')} />
    </section>
  )
})
