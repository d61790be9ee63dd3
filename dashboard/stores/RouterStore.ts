import { makeAutoObservable } from 'mobx'

export type Route = { name: 'projects' } | { name: 'project'; id: string }

/** `#/projects/<id>` → one project; anything else → the projects list. */
export function routeOf(hash: string): Route {
  const match = /^#\/projects\/([^/]+)$/.exec(hash)
  if (!match) return { name: 'projects' }
  try {
    return { name: 'project', id: decodeURIComponent(match[1]!) }
  } catch {
    return { name: 'projects' }
  }
}

/** The page shown, from the location's hash. */
export class RouterStore {
  route: Route

  constructor(hash: string) {
    this.route = routeOf(hash)
    makeAutoObservable(this)
  }

  follow(hash: string): void {
    this.route = routeOf(hash)
  }
}
