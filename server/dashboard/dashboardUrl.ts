import { PORTS } from '../ports'

/** The dashboard's public origin: env DASHBOARD_URL, else http://127.0.0.1:3007. */
export const dashboardUrl = (env: Readonly<Record<string, string | undefined>>): string => env['DASHBOARD_URL'] || `http://127.0.0.1:${PORTS.dashboard}`
