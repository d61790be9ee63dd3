/** The legacy window.ethereum's connector: its id and the name the Connect view lists it under. */
export const INJECTED_CONNECTOR_ID = 'injected'
export const BROWSER_WALLET_NAME = 'Browser Wallet'
