import { createRoot } from 'react-dom/client'
import { dashboardApi } from './api'
import { RouterStore } from './stores/RouterStore'
import { SessionStore } from './stores/SessionStore'
import { App } from './views/App'
import './styles.css'

const router = new RouterStore(location.hash)
window.addEventListener('hashchange', () => router.follow(location.hash))
const session = new SessionStore(dashboardApi)

createRoot(document.getElementById('app')!).render(<App api={dashboardApi} session={session} router={router} />)
