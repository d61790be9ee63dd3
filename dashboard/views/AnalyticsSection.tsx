import { observer } from 'mobx-react-lite'
import type { ProjectStore } from '../stores/ProjectStore'
import { EventChart } from './EventChart'

/** The POST /e stream: events per day as a chart, and the latest errors. */
export const AnalyticsSection = observer(function AnalyticsSection({ store }: { store: ProjectStore }) {
  const summary = store.analytics
  return (
    <section className="card" aria-labelledby="analytics-title">
      <h2 id="analytics-title">Analytics</h2>
      {summary ? <EventChart summary={summary} /> : <p className="muted">Loading…</p>}
      <h3>Latest errors</h3>
      {summary && summary.errors.length === 0 ? <p className="muted">No errors reported.</p> : null}
      {summary && summary.errors.length > 0 && (
        <ul className="errors" data-testid="analytics-errors">
          {summary.errors.map((error, i) => (
            <li key={`${error.at}-${i}`}>
              <time dateTime={error.at}>{new Date(error.at).toLocaleString()}</time> <strong>{error.event}</strong>
              {error.errorType ? ` ${error.errorType}` : ''}
              {error.message ? `: ${error.message}` : ''} <span className="muted">{error.url}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
})
