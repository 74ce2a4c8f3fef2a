/* eslint-disable prettier/prettier */
import type { AdonisEndpoint } from '@tuyau/core/types'
import type { Registry } from './schema.d.ts'
import type { ApiDefinition } from './tree.d.ts'

const placeholder: any = {}

const routes = {
  'home': {
    methods: ["GET","HEAD"],
    pattern: '/',
    tokens: [{"old":"/","type":0,"val":"/","end":""}],
    types: placeholder as Registry['home']['types'],
  },
  'locale.update': {
    methods: ["GET","HEAD"],
    pattern: '/lang/:locale',
    tokens: [{"old":"/lang/:locale","type":0,"val":"lang","end":""},{"old":"/lang/:locale","type":1,"val":"locale","end":""}],
    types: placeholder as Registry['locale.update']['types'],
  },
  'health': {
    methods: ["GET","HEAD"],
    pattern: '/health',
    tokens: [{"old":"/health","type":0,"val":"health","end":""}],
    types: placeholder as Registry['health']['types'],
  },
  'closed': {
    methods: ["GET","HEAD"],
    pattern: '/closed',
    tokens: [{"old":"/closed","type":0,"val":"closed","end":""}],
    types: placeholder as Registry['closed']['types'],
  },
  'privacy.policy': {
    methods: ["GET","HEAD"],
    pattern: '/privacy-policy',
    tokens: [{"old":"/privacy-policy","type":0,"val":"privacy-policy","end":""}],
    types: placeholder as Registry['privacy.policy']['types'],
  },
  'privacy.accreditation': {
    methods: ["GET","HEAD"],
    pattern: '/privacy-accreditation',
    tokens: [{"old":"/privacy-accreditation","type":0,"val":"privacy-accreditation","end":""}],
    types: placeholder as Registry['privacy.accreditation']['types'],
  },
  'privacy.consent': {
    methods: ["GET","HEAD"],
    pattern: '/privacy-consent',
    tokens: [{"old":"/privacy-consent","type":0,"val":"privacy-consent","end":""}],
    types: placeholder as Registry['privacy.consent']['types'],
  },
  'users.index': {
    methods: ["GET","HEAD"],
    pattern: '/merchant/user',
    tokens: [{"old":"/merchant/user","type":0,"val":"merchant","end":""},{"old":"/merchant/user","type":0,"val":"user","end":""}],
    types: placeholder as Registry['users.index']['types'],
  },
  'users.create': {
    methods: ["GET","HEAD"],
    pattern: '/merchant/user/create',
    tokens: [{"old":"/merchant/user/create","type":0,"val":"merchant","end":""},{"old":"/merchant/user/create","type":0,"val":"user","end":""},{"old":"/merchant/user/create","type":0,"val":"create","end":""}],
    types: placeholder as Registry['users.create']['types'],
  },
  'users.store': {
    methods: ["POST"],
    pattern: '/merchant/user',
    tokens: [{"old":"/merchant/user","type":0,"val":"merchant","end":""},{"old":"/merchant/user","type":0,"val":"user","end":""}],
    types: placeholder as Registry['users.store']['types'],
  },
  'users.edit': {
    methods: ["GET","HEAD"],
    pattern: '/merchant/user/:id/edit',
    tokens: [{"old":"/merchant/user/:id/edit","type":0,"val":"merchant","end":""},{"old":"/merchant/user/:id/edit","type":0,"val":"user","end":""},{"old":"/merchant/user/:id/edit","type":1,"val":"id","end":""},{"old":"/merchant/user/:id/edit","type":0,"val":"edit","end":""}],
    types: placeholder as Registry['users.edit']['types'],
  },
  'users.update': {
    methods: ["PUT"],
    pattern: '/merchant/user/:id',
    tokens: [{"old":"/merchant/user/:id","type":0,"val":"merchant","end":""},{"old":"/merchant/user/:id","type":0,"val":"user","end":""},{"old":"/merchant/user/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['users.update']['types'],
  },
  'permissions.index': {
    methods: ["GET","HEAD"],
    pattern: '/merchant/permission',
    tokens: [{"old":"/merchant/permission","type":0,"val":"merchant","end":""},{"old":"/merchant/permission","type":0,"val":"permission","end":""}],
    types: placeholder as Registry['permissions.index']['types'],
  },
  'permissions.create': {
    methods: ["GET","HEAD"],
    pattern: '/merchant/permission/create',
    tokens: [{"old":"/merchant/permission/create","type":0,"val":"merchant","end":""},{"old":"/merchant/permission/create","type":0,"val":"permission","end":""},{"old":"/merchant/permission/create","type":0,"val":"create","end":""}],
    types: placeholder as Registry['permissions.create']['types'],
  },
  'permissions.store': {
    methods: ["POST"],
    pattern: '/merchant/permission',
    tokens: [{"old":"/merchant/permission","type":0,"val":"merchant","end":""},{"old":"/merchant/permission","type":0,"val":"permission","end":""}],
    types: placeholder as Registry['permissions.store']['types'],
  },
  'permissions.edit': {
    methods: ["GET","HEAD"],
    pattern: '/merchant/permission/:id',
    tokens: [{"old":"/merchant/permission/:id","type":0,"val":"merchant","end":""},{"old":"/merchant/permission/:id","type":0,"val":"permission","end":""},{"old":"/merchant/permission/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['permissions.edit']['types'],
  },
  'permissions.update': {
    methods: ["PUT"],
    pattern: '/merchant/permission/:id',
    tokens: [{"old":"/merchant/permission/:id","type":0,"val":"merchant","end":""},{"old":"/merchant/permission/:id","type":0,"val":"permission","end":""},{"old":"/merchant/permission/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['permissions.update']['types'],
  },
  'tournaments.index': {
    methods: ["GET","HEAD"],
    pattern: '/merchant/tournament',
    tokens: [{"old":"/merchant/tournament","type":0,"val":"merchant","end":""},{"old":"/merchant/tournament","type":0,"val":"tournament","end":""}],
    types: placeholder as Registry['tournaments.index']['types'],
  },
  'tournaments.create': {
    methods: ["GET","HEAD"],
    pattern: '/merchant/tournament/create',
    tokens: [{"old":"/merchant/tournament/create","type":0,"val":"merchant","end":""},{"old":"/merchant/tournament/create","type":0,"val":"tournament","end":""},{"old":"/merchant/tournament/create","type":0,"val":"create","end":""}],
    types: placeholder as Registry['tournaments.create']['types'],
  },
  'tournaments.store': {
    methods: ["POST"],
    pattern: '/merchant/tournament',
    tokens: [{"old":"/merchant/tournament","type":0,"val":"merchant","end":""},{"old":"/merchant/tournament","type":0,"val":"tournament","end":""}],
    types: placeholder as Registry['tournaments.store']['types'],
  },
  'tournaments.edit': {
    methods: ["GET","HEAD"],
    pattern: '/merchant/tournament/:id/edit',
    tokens: [{"old":"/merchant/tournament/:id/edit","type":0,"val":"merchant","end":""},{"old":"/merchant/tournament/:id/edit","type":0,"val":"tournament","end":""},{"old":"/merchant/tournament/:id/edit","type":1,"val":"id","end":""},{"old":"/merchant/tournament/:id/edit","type":0,"val":"edit","end":""}],
    types: placeholder as Registry['tournaments.edit']['types'],
  },
  'tournaments.update': {
    methods: ["PUT"],
    pattern: '/merchant/tournament/:id',
    tokens: [{"old":"/merchant/tournament/:id","type":0,"val":"merchant","end":""},{"old":"/merchant/tournament/:id","type":0,"val":"tournament","end":""},{"old":"/merchant/tournament/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['tournaments.update']['types'],
  },
  'default_players.index': {
    methods: ["GET","HEAD"],
    pattern: '/merchant/default-player',
    tokens: [{"old":"/merchant/default-player","type":0,"val":"merchant","end":""},{"old":"/merchant/default-player","type":0,"val":"default-player","end":""}],
    types: placeholder as Registry['default_players.index']['types'],
  },
  'default_players.create': {
    methods: ["GET","HEAD"],
    pattern: '/merchant/default-player/create',
    tokens: [{"old":"/merchant/default-player/create","type":0,"val":"merchant","end":""},{"old":"/merchant/default-player/create","type":0,"val":"default-player","end":""},{"old":"/merchant/default-player/create","type":0,"val":"create","end":""}],
    types: placeholder as Registry['default_players.create']['types'],
  },
  'default_players.store': {
    methods: ["POST"],
    pattern: '/merchant/default-player',
    tokens: [{"old":"/merchant/default-player","type":0,"val":"merchant","end":""},{"old":"/merchant/default-player","type":0,"val":"default-player","end":""}],
    types: placeholder as Registry['default_players.store']['types'],
  },
  'default_players.edit': {
    methods: ["GET","HEAD"],
    pattern: '/merchant/default-player/:id/edit',
    tokens: [{"old":"/merchant/default-player/:id/edit","type":0,"val":"merchant","end":""},{"old":"/merchant/default-player/:id/edit","type":0,"val":"default-player","end":""},{"old":"/merchant/default-player/:id/edit","type":1,"val":"id","end":""},{"old":"/merchant/default-player/:id/edit","type":0,"val":"edit","end":""}],
    types: placeholder as Registry['default_players.edit']['types'],
  },
  'default_players.update': {
    methods: ["PUT"],
    pattern: '/merchant/default-player/:id',
    tokens: [{"old":"/merchant/default-player/:id","type":0,"val":"merchant","end":""},{"old":"/merchant/default-player/:id","type":0,"val":"default-player","end":""},{"old":"/merchant/default-player/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['default_players.update']['types'],
  },
  'default_players.destroy': {
    methods: ["DELETE"],
    pattern: '/merchant/default-player/:id',
    tokens: [{"old":"/merchant/default-player/:id","type":0,"val":"merchant","end":""},{"old":"/merchant/default-player/:id","type":0,"val":"default-player","end":""},{"old":"/merchant/default-player/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['default_players.destroy']['types'],
  },
  'session.create': {
    methods: ["GET","HEAD"],
    pattern: '/merchant/login',
    tokens: [{"old":"/merchant/login","type":0,"val":"merchant","end":""},{"old":"/merchant/login","type":0,"val":"login","end":""}],
    types: placeholder as Registry['session.create']['types'],
  },
  'session.store': {
    methods: ["POST"],
    pattern: '/merchant/login',
    tokens: [{"old":"/merchant/login","type":0,"val":"merchant","end":""},{"old":"/merchant/login","type":0,"val":"login","end":""}],
    types: placeholder as Registry['session.store']['types'],
  },
  'password_reset.create': {
    methods: ["GET","HEAD"],
    pattern: '/merchant/forgot-password',
    tokens: [{"old":"/merchant/forgot-password","type":0,"val":"merchant","end":""},{"old":"/merchant/forgot-password","type":0,"val":"forgot-password","end":""}],
    types: placeholder as Registry['password_reset.create']['types'],
  },
  'password_reset.store': {
    methods: ["POST"],
    pattern: '/merchant/forgot-password',
    tokens: [{"old":"/merchant/forgot-password","type":0,"val":"merchant","end":""},{"old":"/merchant/forgot-password","type":0,"val":"forgot-password","end":""}],
    types: placeholder as Registry['password_reset.store']['types'],
  },
  'password_reset.edit': {
    methods: ["GET","HEAD"],
    pattern: '/merchant/reset-password/:token',
    tokens: [{"old":"/merchant/reset-password/:token","type":0,"val":"merchant","end":""},{"old":"/merchant/reset-password/:token","type":0,"val":"reset-password","end":""},{"old":"/merchant/reset-password/:token","type":1,"val":"token","end":""}],
    types: placeholder as Registry['password_reset.edit']['types'],
  },
  'password_reset.update': {
    methods: ["POST"],
    pattern: '/merchant/reset-password/:token',
    tokens: [{"old":"/merchant/reset-password/:token","type":0,"val":"merchant","end":""},{"old":"/merchant/reset-password/:token","type":0,"val":"reset-password","end":""},{"old":"/merchant/reset-password/:token","type":1,"val":"token","end":""}],
    types: placeholder as Registry['password_reset.update']['types'],
  },
  'dashboard': {
    methods: ["GET","HEAD"],
    pattern: '/merchant',
    tokens: [{"old":"/merchant","type":0,"val":"merchant","end":""}],
    types: placeholder as Registry['dashboard']['types'],
  },
  'session.destroy': {
    methods: ["POST"],
    pattern: '/merchant/logout',
    tokens: [{"old":"/merchant/logout","type":0,"val":"merchant","end":""},{"old":"/merchant/logout","type":0,"val":"logout","end":""}],
    types: placeholder as Registry['session.destroy']['types'],
  },
} as const satisfies Record<string, AdonisEndpoint>

export { routes }

export const registry = {
  routes,
  $tree: {} as ApiDefinition,
}

declare module '@tuyau/core/types' {
  export interface UserRegistry {
    routes: typeof routes
    $tree: ApiDefinition
  }
}
