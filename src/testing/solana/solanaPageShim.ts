/**
 * The in-page half of installSolanaTestWallet: a plain script (no bundler) run by addInitScript on every document.
 * It registers a Wallet Standard wallet (both window events) whose features call the Node wallet through an exposed
 * binding, bytes as base64, and exposes an emit function through which the Node wallet's 'change' events arrive.
 */

export interface SolanaPageShimConfig {
  /** Global name of the exposed binding the features call. */
  readonly binding: string
  /** Global name of the function the Node side calls with the new accounts. */
  readonly emitter: string
  readonly name: string
  readonly icon: string
  readonly chains: readonly string[]
}

export function solanaPageShimScript(config: SolanaPageShimConfig): string {
  return `(() => {
  const config = ${JSON.stringify(config)};
  if (Object.prototype.hasOwnProperty.call(window, config.emitter)) return;
  const encode = (bytes) => { let text = ''; for (const byte of bytes) text += String.fromCharCode(byte); return btoa(text); };
  const decode = (text) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  const toError = (e) => {
    const error = new Error(e.message);
    error.name = 'ProviderRpcError';
    error.code = e.code;
    if (e.data !== undefined) error.data = e.data;
    return error;
  };
  const call = async (method, params) => {
    const bridge = window[config.binding];
    if (typeof bridge !== 'function') throw toError({ code: 4900, message: 'The Gangway Solana test wallet is not connected to this page.' });
    const reply = await bridge({ method, params });
    if (reply && reply.ok) return reply.result;
    throw toError(reply && reply.error ? reply.error : { code: -32603, message: 'The test wallet sent no reply.' });
  };
  // One object per address, so a dApp that compares accounts by identity sees the same one.
  const known = new Map();
  const accountOf = (plain) => {
    if (!known.has(plain.address)) {
      known.set(plain.address, Object.freeze({ address: plain.address, publicKey: decode(plain.publicKey), chains: Object.freeze([...plain.chains]), features: Object.freeze([...plain.features]), label: plain.label }));
    }
    return known.get(plain.address);
  };
  let accounts = [];
  const listeners = new Set();
  const signInputs = (inputs, field) => inputs.map((input) => {
    const plain = { account: input.account.address, [field]: encode(input[field]) };
    if (input.chain !== undefined) plain.chain = input.chain;
    if (input.options !== undefined) plain.options = input.options;
    return plain;
  });
  const wallet = {
    version: '1.0.0',
    name: config.name,
    icon: config.icon,
    chains: Object.freeze([...config.chains]),
    get accounts() { return accounts.slice(); },
    features: Object.freeze({
      'standard:connect': { version: '1.0.0', async connect(input) {
        const result = await call('standard:connect', input && input.silent ? { silent: true } : {});
        accounts = result.accounts.map(accountOf);
        return { accounts: accounts.slice() };
      } },
      'standard:disconnect': { version: '1.0.0', async disconnect() { await call('standard:disconnect', {}); accounts = []; } },
      'standard:events': { version: '1.0.0', on(event, listener) {
        if (event !== 'change') return () => {};
        listeners.add(listener);
        return () => { listeners.delete(listener); };
      } },
      'solana:signMessage': { version: '1.1.0', async signMessage(...inputs) {
        const outputs = await call('solana:signMessage', signInputs(inputs, 'message'));
        return outputs.map((output) => ({ signedMessage: decode(output.signedMessage), signature: decode(output.signature), signatureType: 'ed25519' }));
      } },
      'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy', 0], async signTransaction(...inputs) {
        const outputs = await call('solana:signTransaction', signInputs(inputs, 'transaction'));
        return outputs.map((output) => ({ signedTransaction: decode(output.signedTransaction) }));
      } },
      'solana:signAndSendTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy', 0], async signAndSendTransaction(...inputs) {
        const outputs = await call('solana:signAndSendTransaction', signInputs(inputs, 'transaction'));
        return outputs.map((output) => ({ signature: decode(output.signature) }));
      } },
    }),
  };
  Object.defineProperty(window, config.emitter, {
    value: (plainAccounts) => {
      accounts = plainAccounts.map(accountOf);
      const properties = Object.freeze({ accounts: accounts.slice() });
      for (const listener of [...listeners]) {
        try { listener(properties); } catch (error) { setTimeout(() => { throw error; }); }
      }
    },
  });
  const register = (api) => api.register(wallet);
  window.addEventListener('wallet-standard:app-ready', (event) => register(event.detail));
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
})();`
}
