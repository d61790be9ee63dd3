// npm run api-report: writes api-report/<entry>.api.md from the built package (run npm run build first).
import { apiReports } from './lib/apiReport.mjs'

const { entries, changed, messages } = await apiReports(process.cwd(), { update: true })
for (const message of messages) process.stdout.write(`! ${message}\n`)
process.stdout.write(`${entries.length} API reports in api-report/; changed: ${changed.length === 0 ? 'none' : changed.join(', ')}\n`)
