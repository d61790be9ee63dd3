/** The Safe's connector (AppKit's id): listed when the page runs in a Safe's frame, and offered first on Connect (§6). */
export const SAFE_CONNECTOR_ID = 'safe'
