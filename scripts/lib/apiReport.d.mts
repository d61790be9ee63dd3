export interface ApiReportResult {
  /** Every public entry reported on. */
  readonly entries: readonly string[]
  /** The entries whose public surface differs from the checked-in report. */
  readonly changed: readonly string[]
  /** api-extractor's warnings and errors. */
  readonly messages: readonly string[]
}

export function apiReports(root: string, options?: { readonly update?: boolean }): Promise<ApiReportResult>
