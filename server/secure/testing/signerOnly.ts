/**
 * What /api/user adds about the accounts of a wallet whose chain offers no smart account (the test sites set up none):
 * the signer alone, in use, so nothing to deploy. `address` may be an asymmetric matcher.
 */
export const signerOnly = (address: unknown) => ({ accounts: [{ address, type: 'eoa' }], preferredAccountType: 'eoa', smartAccountDeployed: false })
