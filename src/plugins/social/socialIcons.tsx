import type { SocialProvider } from '../../kernel/types'

/** Each provider's mark, drawn small (24px view box) and hidden from assistive tech: the button names it. */
const MARKS: Record<SocialProvider, { readonly color: string; readonly path: string }> = {
  google: {
    color: '#4285F4',
    path: 'M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3ZM12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22ZM6.4 14a6 6 0 0 1 0-4V7.4H3.1a10 10 0 0 0 0 9ZM12 5.9c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10c.8-2.3 3-4.1 5.6-4.1Z',
  },
  github: {
    color: 'currentColor',
    path: 'M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.5-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.6 2.4 1.1 3 .8.1-.7.4-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.8 1a9.6 9.6 0 0 1 5 0c1.9-1.3 2.8-1 2.8-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.3 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2Z',
  },
  apple: {
    color: 'currentColor',
    path: 'M16.4 12.6c0-2.4 2-3.6 2.1-3.6a4.5 4.5 0 0 0-3.5-1.9c-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8a4.7 4.7 0 0 0-4 2.4c-1.7 3-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.5-3.9ZM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.6-2.8 1.4-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.5 2.8-1.3Z',
  },
  facebook: {
    color: '#1877F2',
    path: 'M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.2c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.5 2.9h-2.3v7A10 10 0 0 0 22 12Z',
  },
  x: {
    color: 'currentColor',
    path: 'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.5l11.2 14.5Z',
  },
  discord: {
    color: '#5865F2',
    path: 'M19.3 5.3A16.5 16.5 0 0 0 15.2 4l-.5 1a15.3 15.3 0 0 0-4.6 0l-.5-1a16.4 16.4 0 0 0-4.1 1.3A17 17 0 0 0 2.6 16.8 16.6 16.6 0 0 0 7.6 19.3l1.1-1.7a10.7 10.7 0 0 1-1.7-.8l.4-.3a11.8 11.8 0 0 0 10.2 0l.4.3-1.7.8 1.1 1.7a16.5 16.5 0 0 0 5-2.5 16.9 16.9 0 0 0-3.1-11.5ZM9 14.5c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2Zm6 0c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2Z',
  },
  farcaster: {
    color: '#855DCD',
    path: 'M5 3h14v18h-2.5v-8.2h0a4.5 4.5 0 0 0-9 0h0V21H5V3Zm-2 2.6L4 9h.8v9.3c-.4 0-.8.3-.8.7v.8h-.2c-.4 0-.8.4-.8.8V21h4.6v-.4c0-.4-.3-.8-.7-.8h-.2V19c0-.4-.3-.7-.8-.7h0V5.6H3Zm15.2 12.7c-.4 0-.8.3-.8.7v.8h-.2c-.4 0-.8.4-.8.8V21H21v-.4c0-.4-.3-.8-.7-.8h-.2V19c0-.4-.3-.7-.8-.7V9h.8l1-3.4h-2.8v12.7h-.1Z',
  },
}

export function SocialIcon({ provider, size = 20 }: { readonly provider: SocialProvider; readonly size?: number }) {
  const mark = MARKS[provider]
  return (
    <svg className="gw-social-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={mark.path} fill={mark.color} />
    </svg>
  )
}

export const SOCIAL_LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}
