import { observer } from 'mobx-react-lite'
import type { FormEvent } from 'react'
import { SWITCH_LABELS, SWITCHES } from '../stores/featureDraft'
import type { ProjectStore } from '../stores/ProjectStore'
import { ErrorText, Notice } from './ErrorText'

function ShareInput({ store, name, label }: { store: ProjectStore; name: string; label: string }) {
  const id = `share-${name}`
  const invalid = store.errorFor('features')?.field === `rollouts.${name}`
  return (
    <span className="share">
      <label htmlFor={id}>
        <span className="visually-hidden">{`${label}: `}</span>rollout share (%)
      </label>
      <input id={id} type="number" min={0} max={100} step={1} inputMode="numeric" value={store.draft?.shares[name] ?? '100'} onChange={(event) => store.setShare(name, event.target.value)} aria-invalid={invalid} />
    </span>
  )
}

const ShareInputView = observer(ShareInput)

/** Remote features: each switch with its rollout share (0–100 % of visitors), socials in their order, plugins. */
export const FeaturesSection = observer(function FeaturesSection({ store }: { store: ProjectStore }) {
  const draft = store.draft!
  const save = (event: FormEvent) => {
    event.preventDefault()
    void store.saveFeatures()
  }
  return (
    <section className="card" aria-labelledby="features-title">
      <h2 id="features-title">Remote features</h2>
      <p>What the config call turns on for the app (it can only narrow what the app enabled). A share below 100 turns the feature on for that percentage of visitors; the kit picks them.</p>
      <form onSubmit={save} noValidate>
        <fieldset>
          <legend>Features</legend>
          {SWITCHES.map((name) => (
            <div className="feature" key={name}>
              <span className="switch">
                <input id={`switch-${name}`} type="checkbox" checked={draft.switches[name]} onChange={(event) => store.setSwitch(name, event.target.checked)} />
                <label htmlFor={`switch-${name}`}>{SWITCH_LABELS[name]}</label>
              </span>
              <ShareInputView store={store} name={name} label={SWITCH_LABELS[name]} />
            </div>
          ))}
        </fieldset>
        <fieldset>
          <legend>Social logins, in the order the modal shows them</legend>
          <div className="feature">
            <span className="muted">All social logins together</span>
            <ShareInputView store={store} name="socials" label={SWITCH_LABELS.socials} />
          </div>
          <ol className="socials">
            {draft.socials.map((entry, i) => (
              <li key={entry.provider}>
                <span className="switch">
                  <input id={`social-${entry.provider}`} type="checkbox" checked={entry.on} onChange={(event) => store.setSocial(i, event.target.checked)} />
                  <label htmlFor={`social-${entry.provider}`}>{entry.provider}</label>
                </span>
                <button type="button" className="secondary small" onClick={() => store.moveSocial(i, -1)} disabled={i === 0} aria-label={`Move ${entry.provider} up`}>
                  ↑
                </button>
                <button type="button" className="secondary small" onClick={() => store.moveSocial(i, 1)} disabled={i === draft.socials.length - 1} aria-label={`Move ${entry.provider} down`}>
                  ↓
                </button>
              </li>
            ))}
          </ol>
        </fieldset>
        <fieldset>
          <legend>Plugins (by the remote id their flag names)</legend>
          {Object.entries(draft.plugins).map(([id, on]) => (
            <div className="feature" key={id}>
              <span className="switch">
                <input id={`plugin-${id}`} type="checkbox" checked={on} onChange={(event) => store.setPlugin(id, event.target.checked)} />
                <label htmlFor={`plugin-${id}`}>{id}</label>
              </span>
              <ShareInputView store={store} name={id} label={id} />
            </div>
          ))}
          <div className="row">
            <label htmlFor="new-plugin">Plugin remote id</label>
            <input id="new-plugin" placeholder="network_status" value={store.newPluginId} onChange={(event) => store.setNewPluginId(event.target.value)} />
            <button type="button" className="secondary" onClick={() => store.addPlugin()} disabled={store.newPluginId.trim() === ''}>
              Add plugin
            </button>
          </div>
        </fieldset>
        <button type="submit" disabled={store.busy}>
          Save features
        </button>
      </form>
      <ErrorText error={store.errorFor('features')} />
      <Notice text={store.noticeFor('features')} />
    </section>
  )
})
