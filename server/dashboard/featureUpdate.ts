import type { Db } from '../db/Db'
import type { ProjectFeatures, Rollouts } from '../projects/project'
import { auditedProjectUpdate } from './auditedProjectUpdate'
import { invalidInput } from './dashboardError'
import { isRemoteFeatureName, type FeaturesBody } from './dashboardInputs'
import { readTeamProject } from './projectSettings'

/**
 * The features and shares after `body`: what it names changes, the rest stays. A share of 100 is the same as no
 * share (dropped); a share must name a §6 remote feature or one of the project's plugin remote ids (400 naming
 * `rollouts.<name>` otherwise); a removed plugin loses its share.
 */
export function applyFeatureChange(current: { features: ProjectFeatures; rollouts: Rollouts }, body: FeaturesBody): { features: ProjectFeatures; rollouts: Rollouts } {
  const { rollouts: shares, plugins, ...switches } = body
  const defined = Object.fromEntries(Object.entries(switches).filter(([, value]) => value !== undefined)) as Partial<ProjectFeatures>
  const features: ProjectFeatures = { ...current.features, ...defined }
  if (plugins !== undefined) features.plugins = plugins
  const pluginIds = Object.keys(features.plugins ?? {})
  const known = (name: string): boolean => isRemoteFeatureName(name) || pluginIds.includes(name)
  for (const name of Object.keys(shares ?? {})) {
    if (!known(name)) throw invalidInput(`rollouts.${name}`, `unknown feature '${name}': a share names email, socials, swaps, onramp, activity, multiWallet, pay or a plugin remote id of this project`)
  }
  const merged: Rollouts = { ...current.rollouts, ...shares }
  const rollouts = Object.fromEntries(Object.entries(merged).filter(([name, share]) => share < 100 && known(name)))
  return { features, rollouts }
}

/** Applies `body` to the team's project (400 before anything is written), audited. */
export async function updateFeatures(db: Db, target: { teamId: string; projectId: string; actor: string }, body: FeaturesBody): Promise<void> {
  const current = await readTeamProject(db, target.teamId, target.projectId)
  const next = applyFeatureChange(current, body)
  await auditedProjectUpdate(db, { ...target, action: 'features.set' }, next)
}
