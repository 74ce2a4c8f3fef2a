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
    'session.create': { paramsTuple?: []; params?: {} }
    'password_reset.create': { paramsTuple?: []; params?: {} }
    'password_reset.edit': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'dashboard': { paramsTuple?: []; params?: {} }
  }
  POST: {
    'session.store': { paramsTuple?: []; params?: {} }
    'password_reset.store': { paramsTuple?: []; params?: {} }
    'password_reset.update': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'session.destroy': { paramsTuple?: []; params?: {} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}