/* eslint-disable prettier/prettier */
import type { routes } from './index.ts'

export interface ApiDefinition {
  home: typeof routes['home']
  locale: {
    update: typeof routes['locale.update']
  }
  health: typeof routes['health']
  closed: typeof routes['closed']
  privacy: {
    policy: typeof routes['privacy.policy']
    accreditation: typeof routes['privacy.accreditation']
    consent: typeof routes['privacy.consent']
  }
  users: {
    index: typeof routes['users.index']
    create: typeof routes['users.create']
    store: typeof routes['users.store']
    edit: typeof routes['users.edit']
    update: typeof routes['users.update']
  }
  permissions: {
    index: typeof routes['permissions.index']
    create: typeof routes['permissions.create']
    store: typeof routes['permissions.store']
    edit: typeof routes['permissions.edit']
    update: typeof routes['permissions.update']
  }
  tournaments: {
    index: typeof routes['tournaments.index']
    create: typeof routes['tournaments.create']
    store: typeof routes['tournaments.store']
    edit: typeof routes['tournaments.edit']
    update: typeof routes['tournaments.update']
  }
  defaultPlayers: {
    index: typeof routes['default_players.index']
    create: typeof routes['default_players.create']
    store: typeof routes['default_players.store']
    edit: typeof routes['default_players.edit']
    update: typeof routes['default_players.update']
    destroy: typeof routes['default_players.destroy']
  }
  session: {
    create: typeof routes['session.create']
    store: typeof routes['session.store']
    destroy: typeof routes['session.destroy']
  }
  passwordReset: {
    create: typeof routes['password_reset.create']
    store: typeof routes['password_reset.store']
    edit: typeof routes['password_reset.edit']
    update: typeof routes['password_reset.update']
  }
  dashboard: typeof routes['dashboard']
}
