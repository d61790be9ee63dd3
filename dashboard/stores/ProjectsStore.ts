import { makeAutoObservable, runInAction } from 'mobx'
import type { DashboardApi, ProjectSettings } from '../api'
import type { FieldError } from './fieldError'
import { runRequest } from './runRequest'

/** The team's projects, a new one (its secret key shown this once), and the team API key (shown once). */
export class ProjectsStore {
  projects: ProjectSettings[] = []
  loaded = false
  newName = ''
  created: { project: ProjectSettings; secretKey: string } | null = null
  teamKey: string | null = null
  error: FieldError | null = null
  busy = false

  constructor(private readonly api: Pick<DashboardApi, 'projects' | 'createProject' | 'rotateTeamKey'>) {
    makeAutoObservable(this)
  }

  async load(): Promise<void> {
    await runRequest(this, async () => {
      const { projects } = await this.api.projects()
      runInAction(() => ((this.projects = projects), (this.loaded = true)))
    })
  }

  setNewName(value: string): void {
    this.newName = value
  }

  async create(): Promise<void> {
    await runRequest(this, async () => {
      const created = await this.api.createProject(this.newName)
      runInAction(() => {
        this.created = created
        this.projects = [created.project, ...this.projects]
        this.newName = ''
      })
    })
  }

  dismissCreated(): void {
    this.created = null
  }

  async rotateTeamKey(): Promise<void> {
    await runRequest(this, async () => {
      const { teamKey } = await this.api.rotateTeamKey()
      runInAction(() => (this.teamKey = teamKey))
    })
  }

  dismissTeamKey(): void {
    this.teamKey = null
  }
}
