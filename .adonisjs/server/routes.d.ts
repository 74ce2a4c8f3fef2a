import '@adonisjs/core/types/http'

type ParamValue = string | number | bigint | boolean

export type ScannedRoutes = {
  ALL: {
    'home': { paramsTuple?: []; params?: {} }
    'locale.update': { paramsTuple: [ParamValue]; params: {'locale': ParamValue} }
    'health': { paramsTuple?: []; params?: {} }
    'closed': { paramsTuple?: []; params?: {} }
    'privacy.policy': { paramsTuple?: []; params?: {} }
    'privacy.accreditation': { paramsTuple?: []; params?: {} }
    'privacy.consent': { paramsTuple?: []; params?: {} }
    'users.index': { paramsTuple?: []; params?: {} }
    'users.create': { paramsTuple?: []; params?: {} }
    'users.store': { paramsTuple?: []; params?: {} }
    'users.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'users.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'permissions.index': { paramsTuple?: []; params?: {} }
    'permissions.create': { paramsTuple?: []; params?: {} }
    'permissions.store': { paramsTuple?: []; params?: {} }
    'permissions.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'permissions.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tournaments.index': { paramsTuple?: []; params?: {} }
    'tournaments.create': { paramsTuple?: []; params?: {} }
    'tournaments.store': { paramsTuple?: []; params?: {} }
    'tournaments.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tournaments.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'default_players.index': { paramsTuple?: []; params?: {} }
    'default_players.create': { paramsTuple?: []; params?: {} }
    'default_players.store': { paramsTuple?: []; params?: {} }
    'default_players.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'default_players.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'default_players.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'session.create': { paramsTuple?: []; params?: {} }
    'session.store': { paramsTuple?: []; params?: {} }
    'password_reset.create': { paramsTuple?: []; params?: {} }
    'password_reset.store': { paramsTuple?: []; params?: {} }
    'password_reset.edit': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'password_reset.update': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'dashboard': { paramsTuple?: []; params?: {} }
    'session.destroy': { paramsTuple?: []; params?: {} }
  }
  GET: {
    'home': { paramsTuple?: []; params?: {} }
    'locale.update': { paramsTuple: [ParamValue]; params: {'locale': ParamValue} }
    'health': { paramsTuple?: []; params?: {} }
    'closed': { paramsTuple?: []; params?: {} }
    'privacy.policy': { paramsTuple?: []; params?: {} }
    'privacy.accreditation': { paramsTuple?: []; params?: {} }
    'privacy.consent': { paramsTuple?: []; params?: {} }
    'users.index': { paramsTuple?: []; params?: {} }
    'users.create': { paramsTuple?: []; params?: {} }
    'users.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'permissions.index': { paramsTuple?: []; params?: {} }
    'permissions.create': { paramsTuple?: []; params?: {} }
    'permissions.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tournaments.index': { paramsTuple?: []; params?: {} }
    'tournaments.create': { paramsTuple?: []; params?: {} }
    'tournaments.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'default_players.index': { paramsTuple?: []; params?: {} }
    'default_players.create': { paramsTuple?: []; params?: {} }
    'default_players.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'session.create': { paramsTuple?: []; params?: {} }
    'password_reset.create': { paramsTuple?: []; params?: {} }
    'password_reset.edit': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'dashboard': { paramsTuple?: []; params?: {} }
  }
  HEAD: {
    'home': { paramsTuple?: []; params?: {} }
    'locale.update': { paramsTuple: [ParamValue]; params: {'locale': ParamValue} }
    'health': { paramsTuple?: []; params?: {} }
    'closed': { paramsTuple?: []; params?: {} }
    'privacy.policy': { paramsTuple?: []; params?: {} }
    'privacy.accreditation': { paramsTuple?: []; params?: {} }
    'privacy.consent': { paramsTuple?: []; params?: {} }
    'users.index': { paramsTuple?: []; params?: {} }
    'users.create': { paramsTuple?: []; params?: {} }
    'users.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'permissions.index': { paramsTuple?: []; params?: {} }
    'permissions.create': { paramsTuple?: []; params?: {} }
    'permissions.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tournaments.index': { paramsTuple?: []; params?: {} }
    'tournaments.create': { paramsTuple?: []; params?: {} }
    'tournaments.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'default_players.index': { paramsTuple?: []; params?: {} }
    'default_players.create': { paramsTuple?: []; params?: {} }
    'default_players.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'session.create': { paramsTuple?: []; params?: {} }
    'password_reset.create': { paramsTuple?: []; params?: {} }
    'password_reset.edit': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'dashboard': { paramsTuple?: []; params?: {} }
  }
  POST: {
    'users.store': { paramsTuple?: []; params?: {} }
    'permissions.store': { paramsTuple?: []; params?: {} }
    'tournaments.store': { paramsTuple?: []; params?: {} }
    'default_players.store': { paramsTuple?: []; params?: {} }
    'session.store': { paramsTuple?: []; params?: {} }
    'password_reset.store': { paramsTuple?: []; params?: {} }
    'password_reset.update': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'session.destroy': { paramsTuple?: []; params?: {} }
  }
  PUT: {
    'users.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'permissions.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tournaments.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'default_players.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
  DELETE: {
    'default_players.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}