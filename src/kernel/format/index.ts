/** Display formatting. Lazy chunks import this folder; it is the only kernel code using decimal.js and dayjs. */
export { formatBalance } from './formatBalance'
export { formatTokenBalance } from './formatTokenBalance'
export { truncateAddress } from './truncateAddress'
export { truncateEmail } from './truncateEmail'
export { relativeTime, type DateInput } from './relativeTime'
export { toBaseUnits } from './toBaseUnits'
export { fromBaseUnits } from './fromBaseUnits'
