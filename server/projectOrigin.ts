// npx tsx server/projectOrigin.ts <projectId> <origin>: adds an allowed origin to a project in the cloud's database
// (DATABASE_URL, else .data/pglite: stop the cloud first, PGlite has one user at a time). The seed rewrites the
// seeded projects' lists on every start: for those, edit data/projects.ts instead.
import { openDb } from './db/openDb'
import { migrate } from './db/migrate'
import { addProjectOrigin } from './projects/addProjectOrigin'

const [projectId, origin] = process.argv.slice(2)
if (!projectId || !origin) {
  console.error('usage: npx tsx server/projectOrigin.ts <projectId> <origin>')
  process.exit(2)
}
const db = await openDb()
try {
  await migrate(db)
  const origins = await addProjectOrigin(db, projectId, origin)
  console.log(`${projectId}: ${origins.join(', ')}`)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exitCode = 1
} finally {
  await db.close()
}
