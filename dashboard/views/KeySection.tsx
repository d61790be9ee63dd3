import { observer } from 'mobx-react-lite'
import type { ProjectStore } from '../stores/ProjectStore'
import { ErrorText, ShownOnce } from './ErrorText'

/** The project's secret key (automation API): rotate it; the old one stops working at once. */
export const KeySection = observer(function KeySection({ store }: { store: ProjectStore }) {
  return (
    <section className="card" aria-labelledby="key-title">
      <h2 id="key-title">Secret key</h2>
      <p>
        Scripts change this project's settings with it: <code>Authorization: Bearer &lt;key&gt;</code> on <code>/api/v1/projects/{store.projectId}/…</code>. Only its hash is kept, so a lost key is replaced, not shown again.
      </p>
      {store.shownKey ? (
        <ShownOnce label="New secret key" value={store.shownKey} testId="rotated-secret-key" onDismiss={() => store.dismissKey()} />
      ) : (
        <button type="button" className="secondary" onClick={() => void store.rotateKey()} disabled={store.busy}>
          Rotate the secret key
        </button>
      )}
      <ErrorText error={store.errorFor('key')} />
    </section>
  )
})
