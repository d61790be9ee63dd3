import { observer } from 'mobx-react-lite'
import type { ProjectStore } from '../stores/ProjectStore'

const compact = (value: unknown): string => (value === null || value === undefined ? '–' : JSON.stringify(value))

/** Who changed what, when: newest first. */
export const AuditSection = observer(function AuditSection({ store }: { store: ProjectStore }) {
  return (
    <section className="card" aria-labelledby="audit-title">
      <h2 id="audit-title">Audit log</h2>
      {store.audit.length === 0 ? (
        <p className="muted">No changes yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="audit" data-testid="audit-log">
            <caption className="visually-hidden">Changes, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {store.audit.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time>
                  </td>
                  <td>{entry.actor}</td>
                  <td>{entry.action}</td>
                  <td>
                    <code>{compact(entry.before)}</code>
                  </td>
                  <td>
                    <code>{compact(entry.after)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
})
