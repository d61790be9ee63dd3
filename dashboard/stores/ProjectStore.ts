import { makeAutoObservable, runInAction } from 'mobx'
import type { AnalyticsSummary, AuditRow, DashboardApi, ProjectSettings } from '../api'
import { changeOf, draftOf, moveSocial, type FeatureDraft } from './featureDraft'
import { fieldError, type FieldError } from './fieldError'

/** §9's default origins: offered as one-click suggestions, never added without the click. */
export const ORIGIN_SUGGESTIONS = ['http://localhost:3000', 'http://127.0.0.1:3000', 'https://*.pages.dev', 'https://*.vercel.app'] as const

export type ProjectSection = 'origins' | 'domains' | 'features' | 'key' | 'load'

/** One project's page: its settings, the features form, domains, analytics and audit log. */
export class ProjectStore {
  project: ProjectSettings | null = null
  draft: FeatureDraft | null = null
  analytics: AnalyticsSummary | null = null
  audit: AuditRow[] = []
  newOrigin = ''
  newPluginId = ''
  domainOrigin = ''
  /** The token just made for a domain, with the URL it must be served at. */
  pendingDomain: { origin: string; token: string; url: string } | null = null
  shownKey: string | null = null
  /** The last failure, and which section it belongs to. */
  error: { section: ProjectSection; error: FieldError } | null = null
  /** A short confirmation, by section. */
  notice: { section: ProjectSection; text: string } | null = null
  busy = false

  constructor(
    private readonly api: DashboardApi,
    readonly projectId: string,
  ) {
    makeAutoObservable(this)
  }

  get suggestions(): string[] {
    const listed = this.project?.allowedOrigins ?? []
    return ORIGIN_SUGGESTIONS.filter((origin) => !listed.includes(origin))
  }

  /** Allowed origins a domain can be verified for (exact ones, no wildcard). */
  get verifiableOrigins(): string[] {
    return (this.project?.allowedOrigins ?? []).filter((origin) => !origin.includes('*'))
  }

  errorFor(section: ProjectSection): FieldError | null {
    return this.error?.section === section ? this.error.error : null
  }

  noticeFor(section: ProjectSection): string | null {
    return this.notice?.section === section ? this.notice.text : null
  }

  async load(): Promise<void> {
    await this.run('load', async () => {
      const [{ project }, analytics, { entries }] = await Promise.all([this.api.project(this.projectId), this.api.analytics(this.projectId), this.api.audit(this.projectId)])
      runInAction(() => {
        this.setProject(project)
        this.analytics = analytics
        this.audit = entries
        if (!this.domainOrigin) this.domainOrigin = this.verifiableOrigins[0] ?? ''
      })
    })
  }

  setNewOrigin(value: string): void {
    this.newOrigin = value
  }

  async addOrigin(origin: string = this.newOrigin.trim()): Promise<void> {
    const current = this.project?.allowedOrigins ?? []
    await this.saveOrigins([...current, origin], `Added ${origin}`, () => (this.newOrigin = ''))
  }

  async removeOrigin(origin: string): Promise<void> {
    await this.saveOrigins((this.project?.allowedOrigins ?? []).filter((entry) => entry !== origin), `Removed ${origin}`)
  }

  setSwitch(name: keyof FeatureDraft['switches'], on: boolean): void {
    if (this.draft) this.draft.switches[name] = on
  }

  setSocial(index: number, on: boolean): void {
    const entry = this.draft?.socials[index]
    if (entry) entry.on = on
  }

  moveSocial(index: number, by: -1 | 1): void {
    if (this.draft) moveSocial(this.draft, index, by)
  }

  setPlugin(id: string, on: boolean): void {
    if (this.draft) this.draft.plugins[id] = on
  }

  setNewPluginId(value: string): void {
    this.newPluginId = value
  }

  /** A plugin's remote id (its flag's `remote`) joins the form, on; Save sends it. */
  addPlugin(): void {
    const id = this.newPluginId.trim()
    if (!this.draft || id === '' || Object.hasOwn(this.draft.plugins, id)) return
    this.draft.plugins[id] = true
    this.draft.shares[id] = '100'
    this.newPluginId = ''
  }

  setShare(name: string, raw: string): void {
    if (this.draft) this.draft.shares[name] = raw
  }

  async saveFeatures(): Promise<void> {
    const draft = this.draft
    if (!draft || !this.project) return
    const change = changeOf(draft, this.project.features.pay !== undefined)
    await this.run('features', async () => {
      const { project } = await this.api.setFeatures(this.projectId, change)
      runInAction(() => ((this.notice = { section: 'features', text: 'Saved: the next config fetch serves these features' }), this.setProject(project)))
      await this.reloadAudit()
    })
  }

  async setDomainPolicy(on: boolean): Promise<void> {
    await this.run('domains', async () => {
      const { project } = await this.api.setDomainPolicy(this.projectId, on)
      runInAction(() => this.setProject(project))
      await this.reloadAudit()
    })
  }

  setDomainOrigin(value: string): void {
    this.domainOrigin = value
  }

  async startDomain(): Promise<void> {
    await this.run('domains', async () => {
      const pending = await this.api.startDomain(this.projectId, this.domainOrigin)
      const { project } = await this.api.project(this.projectId)
      runInAction(() => ((this.pendingDomain = pending), this.setProject(project)))
      await this.reloadAudit()
    })
  }

  async verifyDomain(origin: string): Promise<void> {
    await this.run('domains', async () => {
      await this.api.verifyDomain(this.projectId, origin)
      const { project } = await this.api.project(this.projectId)
      runInAction(() => ((this.notice = { section: 'domains', text: `${origin} is verified` }), this.setProject(project)))
      await this.reloadAudit()
    })
  }

  async rotateKey(): Promise<void> {
    await this.run('key', async () => {
      const { secretKey } = await this.api.rotateKey(this.projectId)
      runInAction(() => (this.shownKey = secretKey))
      await this.reloadAudit()
    })
  }

  dismissKey(): void {
    this.shownKey = null
  }

  private setProject(project: ProjectSettings): void {
    this.project = project
    this.draft = draftOf(project)
  }

  private async saveOrigins(origins: string[], notice: string, after?: () => void): Promise<void> {
    await this.run('origins', async () => {
      const { project } = await this.api.setOrigins(this.projectId, origins)
      runInAction(() => {
        this.setProject(project)
        this.notice = { section: 'origins', text: notice }
        if (!this.domainOrigin) this.domainOrigin = this.verifiableOrigins[0] ?? ''
        after?.()
      })
      await this.reloadAudit()
    })
  }

  private async reloadAudit(): Promise<void> {
    const { entries } = await this.api.audit(this.projectId)
    runInAction(() => (this.audit = entries))
  }

  private async run(section: ProjectSection, task: () => Promise<void>): Promise<void> {
    this.busy = true
    this.error = null
    this.notice = null
    try {
      await task()
    } catch (error) {
      runInAction(() => (this.error = { section, error: fieldError(error) }))
    } finally {
      runInAction(() => (this.busy = false))
    }
  }
}
