/** §5: the e-mail payload must be a valid e-mail. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
