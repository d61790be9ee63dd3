import type { PluginFormat } from '../plugins/types'
import { formatBalance } from './formatBalance'
import { formatTokenBalance } from './formatTokenBalance'
import { formatUsd } from './formatUsd'
import { fromBaseUnits } from './fromBaseUnits'
import { pendingCount } from './pendingCount'
import { relativeTime } from './relativeTime'
import { toBaseUnits } from './toBaseUnits'
import { truncateAddress } from './truncateAddress'
import { truncateEmail } from './truncateEmail'

/** The kit's display formatting as plugins get it (context.format). */
export const pluginFormat: PluginFormat = {
  balance: (value) => formatBalance(value),
  tokenBalance: (value) => formatTokenBalance(value),
  usd: (value) => formatUsd(value),
  address: (address, head, tail) => truncateAddress(address, head, tail),
  email: (email) => truncateEmail(email),
  relativeTime: (date, now) => relativeTime(date, now),
  fromBaseUnits,
  toBaseUnits,
  pendingCount,
}
