// Preloaded into the bundler's process (node --import): the bundler (alto) listens on 0.0.0.0, hard-coded, and the
// reference cloud keeps every service on 127.0.0.1. Any server asked for the wildcard address (or no address) gets
// loopback instead; a server asked for a specific address keeps it.
import net from 'node:net'

const WILDCARD = new Set([undefined, '', '0.0.0.0', '::'])
const listen = net.Server.prototype.listen

net.Server.prototype.listen = function listenOnLoopback(...args) {
  const [first, second] = args
  if (first !== null && typeof first === 'object' && 'port' in first && WILDCARD.has(first.host)) {
    args[0] = { ...first, host: '127.0.0.1' }
  } else if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) {
    if (typeof second !== 'string') args.splice(1, 0, '127.0.0.1')
    else if (WILDCARD.has(second)) args[1] = '127.0.0.1'
  }
  return listen.apply(this, args)
}
