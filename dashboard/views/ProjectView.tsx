import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import type { ProjectStore } from '../stores/ProjectStore'
import { AnalyticsSection } from './AnalyticsSection'
import { AuditSection } from './AuditSection'
import { DomainsSection } from './DomainsSection'
import { ErrorText } from './ErrorText'
import { FeaturesSection } from './FeaturesSection'
import { KeySection } from './KeySection'
import { OriginsSection } from './OriginsSection'

/** One project: origins, domains, features and shares, key, analytics, audit log. */
export const ProjectView = observer(function ProjectView({ store }: { store: ProjectStore }) {
  useEffect(() => {
    void store.load()
  }, [store])
  const project = store.project
  return (
    <main>
      <p>
        <a href="#/">← Projects</a>
      </p>
      {project ? (
        <>
          <h1>{project.name}</h1>
          <p>
            Project id: <code data-testid="project-id">{project.id}</code>
          </p>
          <OriginsSection store={store} />
          <DomainsSection store={store} />
          <FeaturesSection store={store} />
          <AnalyticsSection store={store} />
          <KeySection store={store} />
          <AuditSection store={store} />
        </>
      ) : (
        <>
          <h1>Project</h1>
          {store.errorFor('load') ? <ErrorText error={store.errorFor('load')} /> : <p className="muted">Loading…</p>}
        </>
      )}
    </main>
  )
})
