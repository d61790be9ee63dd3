import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef, type FormEvent } from 'react'
import { NAME_ZONE, type PluginViewProps } from 'gangway/plugin'
import { Alert, Button, TextField, useFocusWhen, useStyles } from 'gangway/ui'
import type { Availability, NamesStore } from './NamesStore'
import { NAMES_CSS } from './namesStyles'

const availabilityText = (availability: Availability, name: string): string => {
  switch (availability) {
    case 'checking':
      return `Checking ${name}…`
    case 'available':
      return `${name} is available`
    case 'registered':
      return `${name} is already registered`
    default:
      return ''
  }
}

/** The suggestions of the fixed zone: the name typed first, then free names like it; a free one registers on click. */
const Suggestions = observer(function Suggestions({ store }: { readonly store: NamesStore }) {
  const headingId = useId()
  const { suggestions } = store
  if (store.rule || suggestions.length === 0) return null
  return (
    <section aria-labelledby={headingId}>
      <h3 className="gw-names-heading" id={headingId}>
        Suggestions
      </h3>
      <ul className="gw-names-list" data-testid="gw-names-suggestions">
        {suggestions.map((suggestion) => (
          <li key={suggestion.name}>
            <button
              type="button"
              className="gw-names-suggestion"
              data-testid="gw-names-suggestion"
              data-name={suggestion.name}
              data-registered={suggestion.registered}
              disabled={suggestion.registered || store.registering !== undefined || store.existingName !== undefined}
              onClick={() => void store.register(suggestion.name)}
            >
              <span className="gw-names-suggestion-name">{suggestion.name}</span>
              <span className="gw-names-tag" data-registered={suggestion.registered}>
                {suggestion.registered ? 'Registered' : 'Available'}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
})

/**
 * RegisterAccountName (§2): the name field with the §5 rules under it as the visitor types, the availability of the
 * typed name and the zone's suggestions (debounced), and Register: the embedded wallet signs, the name service
 * registers, then RegisterAccountNameSuccess. A refusal shows the service's reason word for word (§8).
 */
export const RegisterAccountNameView = observer(function RegisterAccountNameView({ store }: PluginViewProps<NamesStore>) {
  useStyles('names', NAMES_CSS)
  const input = useRef<HTMLInputElement>(null)
  const precondition = store.precondition
  useFocusWhen(input, precondition === undefined)
  useEffect(() => {
    void store.loadOwnedName()
  }, [store])

  if (precondition) {
    return (
      <div className="gw-names" data-testid="gw-names">
        <Alert testId="gw-names-precondition">{precondition.shortMessage}</Alert>
      </div>
    )
  }

  const existing = store.existingName
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (store.canRegister) void store.register()
  }
  return (
    <div className="gw-names" data-testid="gw-names">
      <p className="gw-names-intro">Choose a name people can use instead of your address.</p>
      <form noValidate onSubmit={onSubmit} aria-busy={store.registering !== undefined}>
        <div className="gw-names">
          <TextField
            ref={input}
            label="Name"
            value={store.input}
            onChange={(event) => store.setInput(event.target.value)}
            placeholder="alice"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={80}
            readOnly={store.registering !== undefined}
            data-testid="gw-names-input"
            error={store.ruleText}
            errorTestId="gw-names-rule"
            hint={`Letters, numbers and hyphens, at least 4. Your name ends in .${NAME_ZONE}`}
            trailing={<span className="gw-names-zone" aria-hidden="true">{`.${NAME_ZONE}`}</span>}
          />
          <p className="gw-names-availability" role="status" data-testid="gw-names-availability" data-availability={store.availability}>
            {availabilityText(store.availability, store.name)}
          </p>
          {existing && <Alert variant="info" testId="gw-names-owned">{`You already own a name: ${existing}`}</Alert>}
          {store.error && <Alert testId="gw-names-error">{store.error.shortMessage}</Alert>}
          <Button type="submit" data-testid="gw-names-register" aria-disabled={!store.canRegister} busy={store.registering !== undefined}>
            {store.registering ? 'Registering…' : 'Register'}
          </Button>
        </div>
      </form>
      <Suggestions store={store} />
    </div>
  )
})
