import { observer } from 'mobx-react-lite'
import { useEffect, useMemo } from 'react'
import type { DashboardApi } from '../api'
import { ProjectsStore } from '../stores/ProjectsStore'
import { ProjectStore } from '../stores/ProjectStore'
import type { RouterStore } from '../stores/RouterStore'
import type { SessionStore } from '../stores/SessionStore'
import { ProjectsView } from './ProjectsView'
import { ProjectView } from './ProjectView'
import { SignInView } from './SignInView'

/** The dashboard: sign-in until signed in, then the projects list or one project. */
export const App = observer(function App({ api, session, router }: { api: DashboardApi; session: SessionStore; router: RouterStore }) {
  const projects = useMemo(() => new ProjectsStore(api), [api])
  const projectId = router.route.name === 'project' ? router.route.id : null
  const project = useMemo(() => (projectId ? new ProjectStore(api, projectId) : null), [api, projectId])
  useEffect(() => {
    void session.restore()
  }, [session])
  useEffect(() => {
    const title = project ? `${project.projectId} · Gangway dashboard` : 'Gangway dashboard'
    document.title = session.step === 'signedIn' ? title : 'Sign in · Gangway dashboard'
  }, [project, session.step])
  return (
    <>
      <header>
        <a href="#/" className="brand">
          Gangway dashboard
        </a>
        {session.member && (
          <div className="row">
            <span className="muted">
              {session.member.email} · {session.member.teamName}
            </span>
            <button type="button" className="secondary small" onClick={() => void session.signOut()}>
              Sign out
            </button>
          </div>
        )}
      </header>
      {session.step === 'loading' ? (
        <main>
          <p className="muted">Loading…</p>
        </main>
      ) : session.step !== 'signedIn' ? (
        <SignInView session={session} />
      ) : project ? (
        <ProjectView key={project.projectId} store={project} />
      ) : (
        <ProjectsView store={projects} />
      )}
    </>
  )
})
