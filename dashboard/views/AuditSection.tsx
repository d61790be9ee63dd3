import { observer } from 'mobx-react-lite'
import { auditChanges } from '../auditChanges'
import type { ProjectStore } from '../stores/ProjectStore'

const compact = (value: unknown): string => (value === undefined ? '–' : JSON.stringify(value))

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
                <th scope="col">Changed (before → after)</th>
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
                    <ul className="changes">
                      {auditChanges(entry.before, entry.after).map((change) => (
                        <li key={change.path}>
                          {change.path}: <code>{compact(change.before)}</code> → <code>{compact(change.after)}</code>
                        </li>
                      ))}
                    </ul>
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
