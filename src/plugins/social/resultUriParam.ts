/** §2: the query parameter a Telegram mini-app's social login comes back with (the descriptor checks for it at setup). */
export const RESULT_URI_PARAM = 'result_uri'
