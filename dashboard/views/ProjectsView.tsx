import { observer } from 'mobx-react-lite'
import { useEffect, type FormEvent } from 'react'
import type { ProjectsStore } from '../stores/ProjectsStore'
import { ErrorText, ShownOnce } from './ErrorText'

/** The team's projects, the form that makes one, and the team API key. */
export const ProjectsView = observer(function ProjectsView({ store }: { store: ProjectsStore }) {
  useEffect(() => {
    void store.load()
  }, [store])
  const create = (event: FormEvent) => {
    event.preventDefault()
    void store.create()
  }
  return (
    <main>
      <h1>Projects</h1>
      {store.created && (
        <section className="card created" aria-labelledby="created-title" data-testid="created-project">
          <h2 id="created-title">Project created: {store.created.project.name}</h2>
          <p>
            Project id (use it as <code>projectId</code> in the kit): <code data-testid="created-project-id">{store.created.project.id}</code>
          </p>
          <ShownOnce label="Secret key" value={store.created.secretKey} testId="created-secret-key" onDismiss={() => store.dismissCreated()} />
          <p>
            <a href={`#/projects/${encodeURIComponent(store.created.project.id)}`}>Open its settings</a> to add its allowed origins.
          </p>
        </section>
      )}
      <section className="card" aria-labelledby="new-project-title">
        <h2 id="new-project-title">New project</h2>
        <form className="row" onSubmit={create}>
          <label htmlFor="project-name" className="visually-hidden">
            Project name
          </label>
          <input id="project-name" placeholder="Project name" value={store.newName} onChange={(event) => store.setNewName(event.target.value)} aria-invalid={store.error?.field === 'name'} />
          <button type="submit" disabled={store.busy || store.newName.trim() === ''}>
            Create project
          </button>
        </form>
        <ErrorText error={store.error} />
      </section>
      <section className="card" aria-labelledby="list-title">
        <h2 id="list-title">Your team's projects</h2>
        {store.loaded && store.projects.length === 0 ? <p>No projects yet.</p> : null}
        <ul className="projects">
          {store.projects.map((project) => (
            <li key={project.id}>
              <a href={`#/projects/${encodeURIComponent(project.id)}`}>{project.name}</a> <code>{project.id}</code>
              <span className="muted">
                {' '}
                · {project.allowedOrigins.length} origin{project.allowedOrigins.length === 1 ? '' : 's'}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="team-key-title">
        <h2 id="team-key-title">Team API key</h2>
        <p>
          For scripts: it creates projects over the automation API (<code>POST /api/v1/projects</code>) and acts on every project of the team. A new one replaces the old one at once.
        </p>
        {store.teamKey ? (
          <ShownOnce label="Team API key" value={store.teamKey} testId="team-key" onDismiss={() => store.dismissTeamKey()} />
        ) : (
          <button type="button" className="secondary" onClick={() => void store.rotateTeamKey()} disabled={store.busy}>
            Make a new team API key
          </button>
        )}
      </section>
    </main>
  )
})
