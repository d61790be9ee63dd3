/**
 * Dev names seeded into the `names` table (GET /v1/identity/{address}, GET /v1/profile/reverse/{address}).
 * Account #0 of the local chains' test mnemonic gets a name and an avatar (a data: URI SVG).
 */
export interface DevName {
  name: string
  address: string
  avatar: string | null
  attributes: Record<string, string>
}

const AVATAR_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' width='64' height='64' viewBox='0 0 64 64'>" +
  "<rect width='64' height='64' rx='32' fill='#1f6feb'/>" +
  "<text x='32' y='41' font-family='sans-serif' font-size='26' fill='#fff' text-anchor='middle'>GD</text></svg>"

export const DEV_NAMES: readonly DevName[] = [
  {
    name: 'gangway-dev.eth',
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    avatar: `data:image/svg+xml;base64,${Buffer.from(AVATAR_SVG).toString('base64')}`,
    attributes: { description: 'Account #0 of the local test chains' },
  },
]
