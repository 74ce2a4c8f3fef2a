/* eslint-disable prettier/prettier */
/// <reference path="../manifest.d.ts" />

import type { ExtractBody, ExtractErrorResponse, ExtractQuery, ExtractQueryForGet, ExtractResponse } from '@tuyau/core/types'
import type { InferInput, SimpleError } from '@vinejs/vine/types'

export type ParamValue = string | number | bigint | boolean

export interface Registry {
  'locale.update': {
    methods: ["GET","HEAD"]
    pattern: '/lang/:locale'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { locale: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/platform/locale_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/platform/locale_controller').default['update']>>>
    }
  }
  'health': {
    methods: ["GET","HEAD"]
    pattern: '/health'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/platform/health_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/platform/health_controller').default['show']>>>
    }
  }
  'second_factor.create': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/login/second-factor'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/second_factor_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/second_factor_controller').default['create']>>>
    }
  }
  'second_factor.store': {
    methods: ["POST"]
    pattern: '/merchant/login/second-factor'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/second_factor').secondFactorCodeValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/second_factor').secondFactorCodeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/second_factor_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/second_factor_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'sso.redirect': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/login/sso'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/sso_controller').default['redirect']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/sso_controller').default['redirect']>>>
    }
  }
  'sso.callback': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/login/sso/callback'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/sso_controller').default['callback']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/sso_controller').default['callback']>>>
    }
  }
  'second_factor.passkey_options': {
    methods: ["POST"]
    pattern: '/merchant/login/passkey/options'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/second_factor_controller').default['passkeyOptions']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/second_factor_controller').default['passkeyOptions']>>>
    }
  }
  'second_factor.passkey': {
    methods: ["POST"]
    pattern: '/merchant/login/passkey'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/second_factor').passkeySignInValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/second_factor').passkeySignInValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/second_factor_controller').default['passkey']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/second_factor_controller').default['passkey']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'account_totp.create': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/account/authenticator'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/totp_enrolment_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/totp_enrolment_controller').default['create']>>>
    }
  }
  'account_totp.store': {
    methods: ["POST"]
    pattern: '/merchant/account/authenticator'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/second_factor').totpConfirmValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/second_factor').totpConfirmValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/totp_enrolment_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/totp_enrolment_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'account_passkeys.options': {
    methods: ["POST"]
    pattern: '/merchant/account/passkeys/options'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/passkeys_controller').default['options']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/passkeys_controller').default['options']>>>
    }
  }
  'account_passkeys.store': {
    methods: ["POST"]
    pattern: '/merchant/account/passkeys'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/second_factor').passkeyRegistrationValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/second_factor').passkeyRegistrationValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/passkeys_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/passkeys_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'account.show': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/account'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/account_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/account_controller').default['show']>>>
    }
  }
  'account.update_password': {
    methods: ["PUT"]
    pattern: '/merchant/account/password'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').changePasswordValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').changePasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/account_controller').default['updatePassword']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/account_controller').default['updatePassword']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'account.renew_recovery_codes': {
    methods: ["POST"]
    pattern: '/merchant/account/recovery-codes'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/second_factor').confirmPasswordValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/second_factor').confirmPasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/account_controller').default['renewRecoveryCodes']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/account_controller').default['renewRecoveryCodes']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'account.remove_second_factor': {
    methods: ["POST"]
    pattern: '/merchant/account/second-factor/remove'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/second_factor').confirmPasswordValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/second_factor').confirmPasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/account_controller').default['removeSecondFactor']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/account_controller').default['removeSecondFactor']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'account.sign_out_everywhere': {
    methods: ["POST"]
    pattern: '/merchant/account/sign-out-everywhere'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/account_controller').default['signOutEverywhere']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/account_controller').default['signOutEverywhere']>>>
    }
  }
  'account.sign_out_elsewhere': {
    methods: ["POST"]
    pattern: '/merchant/account/sign-out-elsewhere'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/account_controller').default['signOutElsewhere']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/account_controller').default['signOutElsewhere']>>>
    }
  }
  'account.end_session': {
    methods: ["DELETE"]
    pattern: '/merchant/account/sessions/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/account_controller').default['endSession']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/account_controller').default['endSession']>>>
    }
  }
  'account.forget_device': {
    methods: ["DELETE"]
    pattern: '/merchant/account/remembered-browsers/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/account_controller').default['forgetDevice']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/account_controller').default['forgetDevice']>>>
    }
  }
  'account_passkeys.destroy': {
    methods: ["DELETE"]
    pattern: '/merchant/account/passkeys/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/second_factor').confirmPasswordValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/second_factor').confirmPasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/passkeys_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/passkeys_controller').default['destroy']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'users.reset_second_factor': {
    methods: ["POST"]
    pattern: '/merchant/user/:id/second-factor/reset'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/users_controller').default['resetSecondFactor']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/users_controller').default['resetSecondFactor']>>>
    }
  }
  'user_sessions.end_all': {
    methods: ["POST"]
    pattern: '/merchant/user/:id/sessions/end-all'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/user_sessions_controller').default['endAll']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/user_sessions_controller').default['endAll']>>>
    }
  }
  'user_sessions.end': {
    methods: ["DELETE"]
    pattern: '/merchant/user/:id/sessions/:session'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; session: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/user_sessions_controller').default['end']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/user_sessions_controller').default['end']>>>
    }
  }
  'user_sessions.forget': {
    methods: ["DELETE"]
    pattern: '/merchant/user/:id/remembered-browsers/:device'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; device: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/user_sessions_controller').default['forget']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/user_sessions_controller').default['forget']>>>
    }
  }
  'sign_in_settings.edit': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/sign-in-settings'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/sign_in_settings_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/sign_in_settings_controller').default['edit']>>>
    }
  }
  'sign_in_settings.update': {
    methods: ["PUT"]
    pattern: '/merchant/sign-in-settings'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/second_factor').signInSettingsValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/second_factor').signInSettingsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/sign_in_settings_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/sign_in_settings_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'audit.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/audit'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/audit_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/audit_controller').default['index']>>>
    }
  }
  'audit.export': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/audit/export'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/audit_controller').default['export']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/audit_controller').default['export']>>>
    }
  }
  'permissions.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/permission'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/configuration/permissions_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/configuration/permissions_controller').default['index']>>>
    }
  }
  'permissions.create': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/permission/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/configuration/permissions_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/configuration/permissions_controller').default['create']>>>
    }
  }
  'permissions.store': {
    methods: ["POST"]
    pattern: '/merchant/permission'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/permission').createPermissionValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/permission').createPermissionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/configuration/permissions_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/configuration/permissions_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'permissions.edit': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/permission/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/configuration/permissions_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/configuration/permissions_controller').default['edit']>>>
    }
  }
  'permissions.update': {
    methods: ["PUT"]
    pattern: '/merchant/permission/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/permission').updatePermissionValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/permission').updatePermissionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/configuration/permissions_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/configuration/permissions_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'massive_update.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/massive-update'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/configuration/massive_updates_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/configuration/massive_updates_controller').default['index']>>>
    }
  }
  'massive_update.by_category': {
    methods: ["POST"]
    pattern: '/merchant/bycategory'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/massive_update').byCategoryValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/massive_update').byCategoryValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/configuration/massive_updates_controller').default['byCategory']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/configuration/massive_updates_controller').default['byCategory']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'massive_update.by_permission': {
    methods: ["POST"]
    pattern: '/merchant/bypermission'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/massive_update').byPermissionValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/massive_update').byPermissionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/configuration/massive_updates_controller').default['byPermission']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/configuration/massive_updates_controller').default['byPermission']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'cache.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/clear-cache'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/configuration/cache_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/configuration/cache_controller').default['index']>>>
    }
  }
  'cache.clear': {
    methods: ["POST"]
    pattern: '/merchant/clearCache'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/configuration/cache_controller').default['clear']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/configuration/cache_controller').default['clear']>>>
    }
  }
  'blacklist.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/blacklist'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/configuration/blacklist_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/configuration/blacklist_controller').default['index']>>>
    }
  }
  'blacklist.store': {
    methods: ["POST"]
    pattern: '/merchant/blacklist'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/configuration/blacklist_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/configuration/blacklist_controller').default['store']>>>
    }
  }
  'blacklist.destroy': {
    methods: ["DELETE"]
    pattern: '/merchant/blacklist/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/configuration/blacklist_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/configuration/blacklist_controller').default['destroy']>>>
    }
  }
  'tournaments.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/tournament'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/configuration/tournaments_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/configuration/tournaments_controller').default['index']>>>
    }
  }
  'tournaments.create': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/tournament/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/configuration/tournaments_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/configuration/tournaments_controller').default['create']>>>
    }
  }
  'tournaments.store': {
    methods: ["POST"]
    pattern: '/merchant/tournament'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/tournament').tournamentValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/tournament').tournamentValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/configuration/tournaments_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/configuration/tournaments_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'tournaments.edit': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/tournament/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/configuration/tournaments_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/configuration/tournaments_controller').default['edit']>>>
    }
  }
  'tournaments.update': {
    methods: ["PUT"]
    pattern: '/merchant/tournament/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/tournament').tournamentValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/tournament').tournamentValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/configuration/tournaments_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/configuration/tournaments_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'default_players.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/default-player'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/configuration/default_players_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/configuration/default_players_controller').default['index']>>>
    }
  }
  'default_players.create': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/default-player/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/configuration/default_players_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/configuration/default_players_controller').default['create']>>>
    }
  }
  'default_players.store': {
    methods: ["POST"]
    pattern: '/merchant/default-player'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/default_player').defaultPlayerValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/default_player').defaultPlayerValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/configuration/default_players_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/configuration/default_players_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'default_players.edit': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/default-player/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/configuration/default_players_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/configuration/default_players_controller').default['edit']>>>
    }
  }
  'default_players.update': {
    methods: ["PUT"]
    pattern: '/merchant/default-player/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/default_player').defaultPlayerValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/default_player').defaultPlayerValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/configuration/default_players_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/configuration/default_players_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'default_players.destroy': {
    methods: ["DELETE"]
    pattern: '/merchant/default-player/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/configuration/default_players_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/configuration/default_players_controller').default['destroy']>>>
    }
  }
  'person_data.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/personal-data'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/privacy/person_data_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/privacy/person_data_controller').default['index']>>>
    }
  }
  'person_data.search': {
    methods: ["POST"]
    pattern: '/merchant/personal-data'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/person_data').personQueryValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/person_data').personQueryValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/privacy/person_data_controller').default['search']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/privacy/person_data_controller').default['search']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'person_data.export': {
    methods: ["POST"]
    pattern: '/merchant/personal-data/export'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/person_data').personQueryValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/person_data').personQueryValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/privacy/person_data_controller').default['export']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/privacy/person_data_controller').default['export']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'person_data.erase': {
    methods: ["POST"]
    pattern: '/merchant/personal-data/erase'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/person_data').personErasureValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/person_data').personErasureValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/privacy/person_data_controller').default['erase']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/privacy/person_data_controller').default['erase']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'staff_forms.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/mform/:type'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { type: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forms/staff_forms_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forms/staff_forms_controller').default['index']>>>
    }
  }
  'staff_forms.tutors': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/mform/:type/tutors'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { type: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forms/staff_forms_controller').default['tutors']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forms/staff_forms_controller').default['tutors']>>>
    }
  }
  'staff_forms.show': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/mform/:type/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { type: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forms/staff_forms_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forms/staff_forms_controller').default['show']>>>
    }
  }
  'staff_forms.create': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/mform/:type/create'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { type: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forms/staff_form_edits_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forms/staff_form_edits_controller').default['create']>>>
    }
  }
  'staff_forms.store': {
    methods: ["POST"]
    pattern: '/merchant/mform/:type'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { type: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forms/staff_form_edits_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forms/staff_form_edits_controller').default['store']>>>
    }
  }
  'staff_forms.edit': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/mform/:type/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { type: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forms/staff_form_edits_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forms/staff_form_edits_controller').default['edit']>>>
    }
  }
  'staff_forms.update': {
    methods: ["PUT"]
    pattern: '/merchant/mform/:type/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { type: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forms/staff_form_edits_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forms/staff_form_edits_controller').default['update']>>>
    }
  }
  'staff_forms.change_state': {
    methods: ["POST"]
    pattern: '/merchant/mform/:type/changestate/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/form_state').decisionDetailsValidator)>>
      paramsTuple: [ParamValue, ParamValue]
      params: { type: ParamValue; id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/form_state').decisionDetailsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forms/staff_forms_controller').default['changeState']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forms/staff_forms_controller').default['changeState']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'staff_forms.bulk_change_state': {
    methods: ["POST"]
    pattern: '/merchant/mform/:type/changestate'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/form_state').bulkStateValidator)>>
      paramsTuple: [ParamValue]
      params: { type: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/form_state').bulkStateValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forms/staff_forms_controller').default['bulkChangeState']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forms/staff_forms_controller').default['bulkChangeState']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'form_files.preview': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/preview'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forms/form_files_controller').default['preview']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forms/form_files_controller').default['preview']>>>
    }
  }
  'dashboard': {
    methods: ["GET","HEAD"]
    pattern: '/merchant'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/forms/dashboard_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/forms/dashboard_controller').default['index']>>>
    }
  }
  'staff_forms.gate': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/mform/:type/:id/gate'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { type: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/gates/gates_controller').default['status']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/gates/gates_controller').default['status']>>>
    }
  }
  'systems.gates': {
    methods: ["POST"]
    pattern: '/merchant/systems/:id/gates/:action'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; action: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/gates/gates_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/gates/gates_controller').default['store']>>>
    }
  }
  'staff_forms.export': {
    methods: ["POST"]
    pattern: '/merchant/mform/:type/export'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { type: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/exports/form_exports_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/exports/form_exports_controller').default['store']>>>
    }
  }
  'staff_forms.export_download': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/mform/:type/export'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { type: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/exports/form_exports_controller').default['direct']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/exports/form_exports_controller').default['direct']>>>
    }
  }
  'form_exports.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/exports'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/exports/form_exports_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/exports/form_exports_controller').default['index']>>>
    }
  }
  'form_exports.file': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/exports/:id/file'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/exports/form_exports_controller').default['file']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/exports/form_exports_controller').default['file']>>>
    }
  }
  'form_exports.download': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/exports/:file'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { file: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/exports/form_exports_controller').default['download']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/exports/form_exports_controller').default['download']>>>
    }
  }
  'player_teams.guest_links': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/mform/:type/links'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { type: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/players/player_teams_controller').default['guestLinks']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/players/player_teams_controller').default['guestLinks']>>>
    }
  }
  'player_teams.assign': {
    methods: ["POST"]
    pattern: '/merchant/mform/:type/assign'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/player_team').assignTeamValidator)>>
      paramsTuple: [ParamValue]
      params: { type: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/player_team').assignTeamValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/players/player_teams_controller').default['assign']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/players/player_teams_controller').default['assign']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'player_teams.store_guest': {
    methods: ["POST"]
    pattern: '/merchant/mform/:type/:id/guest'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { type: ParamValue; id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/players/player_teams_controller').default['storeGuest']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/players/player_teams_controller').default['storeGuest']>>>
    }
  }
  'imports.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/import'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/imports/player_imports_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/imports/player_imports_controller').default['index']>>>
    }
  }
  'imports.create': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/import/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/imports/player_imports_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/imports/player_imports_controller').default['create']>>>
    }
  }
  'imports.store': {
    methods: ["POST"]
    pattern: '/merchant/import'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/imports/player_imports_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/imports/player_imports_controller').default['store']>>>
    }
  }
  'imports.download': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/import/download'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/imports/player_imports_controller').default['download']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/imports/player_imports_controller').default['download']>>>
    }
  }
  'imports.show': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/import/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/imports/player_imports_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/imports/player_imports_controller').default['show']>>>
    }
  }
  'imports_atp.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/import-atp'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/imports/player_imports_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/imports/player_imports_controller').default['index']>>>
    }
  }
  'imports_atp.create': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/import-atp/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/imports/player_imports_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/imports/player_imports_controller').default['create']>>>
    }
  }
  'imports_atp.store': {
    methods: ["POST"]
    pattern: '/merchant/import-atp'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/imports/player_imports_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/imports/player_imports_controller').default['store']>>>
    }
  }
  'imports_atp.download': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/import-atp/download'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/imports/player_imports_controller').default['download']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/imports/player_imports_controller').default['download']>>>
    }
  }
  'imports_atp.show': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/import-atp/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/imports/player_imports_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/imports/player_imports_controller').default['show']>>>
    }
  }
  'restaurant_desk.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/restaurant'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/restaurants/restaurant_desk_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/restaurants/restaurant_desk_controller').default['index']>>>
    }
  }
  'restaurant_desk.show': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/restaurant/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/restaurants/restaurant_desk_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/restaurants/restaurant_desk_controller').default['show']>>>
    }
  }
  'restaurant_desk.validate': {
    methods: ["POST"]
    pattern: '/merchant/restaurant/:id/validate'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/restaurant_desk').scanValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/restaurant_desk').scanValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/restaurants/restaurant_desk_controller').default['validate']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/restaurants/restaurant_desk_controller').default['validate']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'restaurant_desk.update': {
    methods: ["PUT"]
    pattern: '/merchant/restaurant/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/restaurant_desk').deductionValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/restaurant_desk').deductionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/restaurants/restaurant_desk_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/restaurants/restaurant_desk_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'restaurant_desk.charge': {
    methods: ["POST"]
    pattern: '/merchant/restaurant/:id/charge'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/restaurant_desk').chargeValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/restaurant_desk').chargeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/restaurants/restaurant_desk_controller').default['charge']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/restaurants/restaurant_desk_controller').default['charge']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'restaurant_desk.photo': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/restaurant/:id/photo/:form'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; form: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/restaurants/restaurant_desk_controller').default['photo']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/restaurants/restaurant_desk_controller').default['photo']>>>
    }
  }
  'restaurants.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/restaurants'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/restaurants/restaurants_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/restaurants/restaurants_controller').default['index']>>>
    }
  }
  'restaurants.edit': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/restaurants/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/restaurants/restaurants_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/restaurants/restaurants_controller').default['edit']>>>
    }
  }
  'restaurants.update': {
    methods: ["PUT"]
    pattern: '/merchant/restaurants/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/restaurants').restaurantValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/restaurants').restaurantValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/restaurants/restaurants_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/restaurants/restaurants_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'restaurant_logs.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/restaurant-logs'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/restaurants/restaurant_logs_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/restaurants/restaurant_logs_controller').default['index']>>>
    }
  }
  'restaurant_logs.export': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/restaurantlogExport'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/restaurants/restaurant_logs_controller').default['export']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/restaurants/restaurant_logs_controller').default['export']>>>
    }
  }
  'assign_restaurants.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/assign-restaurants'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/restaurants/assign_restaurants_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/restaurants/assign_restaurants_controller').default['index']>>>
    }
  }
  'assign_restaurants.store': {
    methods: ["POST"]
    pattern: '/merchant/assignRestaurants'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/restaurants/assign_restaurants_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/restaurants/assign_restaurants_controller').default['store']>>>
    }
  }
  'credit_grants.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/amount-credit'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/restaurants/credit_grants_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/restaurants/credit_grants_controller').default['index']>>>
    }
  }
  'credit_grants.store': {
    methods: ["POST"]
    pattern: '/merchant/amount-credit'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/restaurants').creditGrantValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/restaurants').creditGrantValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/restaurants/credit_grants_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/restaurants/credit_grants_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'reset_credits.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/reset-credits'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/restaurants/reset_credit_rules_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/restaurants/reset_credit_rules_controller').default['index']>>>
    }
  }
  'reset_credits.create': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/reset-credits/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/restaurants/reset_credit_rules_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/restaurants/reset_credit_rules_controller').default['create']>>>
    }
  }
  'reset_credits.store': {
    methods: ["POST"]
    pattern: '/merchant/reset-credits'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/restaurants').resetRuleValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/restaurants').resetRuleValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/restaurants/reset_credit_rules_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/restaurants/reset_credit_rules_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'reset_credits.edit': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/reset-credits/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/restaurants/reset_credit_rules_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/restaurants/reset_credit_rules_controller').default['edit']>>>
    }
  }
  'reset_credits.update': {
    methods: ["PUT"]
    pattern: '/merchant/reset-credits/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/restaurants').resetRuleValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/restaurants').resetRuleValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/restaurants/reset_credit_rules_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/restaurants/reset_credit_rules_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'reset_credits.destroy': {
    methods: ["DELETE"]
    pattern: '/merchant/reset-credits/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/restaurants/reset_credit_rules_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/restaurants/reset_credit_rules_controller').default['destroy']>>>
    }
  }
  'reset_credits.apply': {
    methods: ["POST"]
    pattern: '/merchant/reset-credits/:id/apply'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/restaurants/reset_credit_rules_controller').default['apply']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/restaurants/reset_credit_rules_controller').default['apply']>>>
    }
  }
  'collectives.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/signature'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/collection/collectives_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/collection/collectives_controller').default['index']>>>
    }
  }
  'collectives.create': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/signature/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/collection/collectives_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/collection/collectives_controller').default['create']>>>
    }
  }
  'collectives.store': {
    methods: ["POST"]
    pattern: '/merchant/signature'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/collective').collectiveValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/collective').collectiveValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/collection/collectives_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/collection/collectives_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'collectives.show': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/signature/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/collection/collectives_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/collection/collectives_controller').default['show']>>>
    }
  }
  'collectives.edit': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/signature/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/collection/collectives_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/collection/collectives_controller').default['edit']>>>
    }
  }
  'collectives.update': {
    methods: ["PUT"]
    pattern: '/merchant/signature/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/collective').collectiveValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/collective').collectiveValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/collection/collectives_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/collection/collectives_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'collectives.signature': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/signature/:id/signature'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/collection/collectives_controller').default['signature']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/collection/collectives_controller').default['signature']>>>
    }
  }
  'collectives.print': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/signature/:id/print'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/collection/collectives_controller').default['print']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/collection/collectives_controller').default['print']>>>
    }
  }
  'collectives.validate_code': {
    methods: ["POST"]
    pattern: '/merchant/signature/:id/validate'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/collective').cardScanValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/collective').cardScanValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/collection/collective_cards_controller').default['validateCode']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/collection/collective_cards_controller').default['validateCode']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'collectives.validate_form': {
    methods: ["POST"]
    pattern: '/merchant/signature/:id/validate/:form'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; form: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/collection/collective_cards_controller').default['validateForm']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/collection/collective_cards_controller').default['validateForm']>>>
    }
  }
  'collectives.remove_card': {
    methods: ["DELETE"]
    pattern: '/merchant/signature/:id/cards/:form'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; form: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/collection/collective_cards_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/collection/collective_cards_controller').default['destroy']>>>
    }
  }
  'collectives.sign': {
    methods: ["POST"]
    pattern: '/merchant/signature/:id/sign'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/collective').signValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/collective').signValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/collection/collective_cards_controller').default['sign']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/collection/collective_cards_controller').default['sign']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'systems.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/systems'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/badges/console_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/badges/console_controller').default['index']>>>
    }
  }
  'systems.state': {
    methods: ["POST"]
    pattern: '/merchant/systems/state'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/form_state').bulkStateValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/form_state').bulkStateValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/badges/console_controller').default['state']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/badges/console_controller').default['state']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'systems.pdfs': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/systems/pdfs'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/badges/console_controller').default['pdfs']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/badges/console_controller').default['pdfs']>>>
    }
  }
  'systems.print': {
    methods: ["POST"]
    pattern: '/merchant/systems/pdfs'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/card').reprintValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/card').reprintValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/badges/console_controller').default['print']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/badges/console_controller').default['print']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'systems.replace_card': {
    methods: ["POST"]
    pattern: '/merchant/systems/:id/card'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/card').cardReplacementValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/card').cardReplacementValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/badges/cards_controller').default['replace']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/badges/cards_controller').default['replace']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'systems.scan': {
    methods: ["POST"]
    pattern: '/merchant/systems/scan'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/rfid').rfidScanValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/rfid').rfidScanValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/badges/rfid_controller').default['scan']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/badges/rfid_controller').default['scan']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'systems.rfid': {
    methods: ["POST"]
    pattern: '/merchant/systems/:id/rfid'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/rfid').rfidValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/rfid').rfidValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/badges/rfid_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/badges/rfid_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'applicant_mails.edit': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/tournament/:id/applicant-mails'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/applicant_mail_settings').mailPreviewValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/applicants/mail_settings_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/applicants/mail_settings_controller').default['edit']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'applicant_mails.update': {
    methods: ["PUT"]
    pattern: '/merchant/tournament/:id/applicant-mails'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/applicant_mail_settings').applicantMailSettingsValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/applicant_mail_settings').applicantMailSettingsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/applicants/mail_settings_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/applicants/mail_settings_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'applicants.status': {
    methods: ["GET","HEAD"]
    pattern: '/solicitud/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/applicants/status_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/applicants/status_controller').default['show']>>>
    }
  }
  'applicants.change_requests.store': {
    methods: ["POST"]
    pattern: '/merchant/requests/:id/changes'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/applicants/change_requests_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/applicants/change_requests_controller').default['store']>>>
    }
  }
  'applicants.changes.edit': {
    methods: ["GET","HEAD"]
    pattern: '/solicitud/:id/cambios/:nonce'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; nonce: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/applicants/changes_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/applicants/changes_controller').default['edit']>>>
    }
  }
  'applicants.changes.update': {
    methods: ["POST"]
    pattern: '/solicitud/:id/cambios/:nonce'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; nonce: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/applicants/changes_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/applicants/changes_controller').default['update']>>>
    }
  }
  'devices.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/devices'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/devices/devices_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/devices/devices_controller').default['index']>>>
    }
  }
  'devices.store': {
    methods: ["POST"]
    pattern: '/merchant/devices'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/devices').createDeviceValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/devices').createDeviceValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/devices/devices_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/devices/devices_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'devices.show': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/devices/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/devices/devices_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/devices/devices_controller').default['show']>>>
    }
  }
  'devices.pairing': {
    methods: ["POST"]
    pattern: '/merchant/devices/:id/pairing'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/devices/devices_controller').default['pairing']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/devices/devices_controller').default['pairing']>>>
    }
  }
  'devices.revoke': {
    methods: ["POST"]
    pattern: '/merchant/devices/:id/revoke'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/devices/devices_controller').default['revoke']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/devices/devices_controller').default['revoke']>>>
    }
  }
  'devices.pin': {
    methods: ["POST"]
    pattern: '/merchant/devices/:id/pin'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/devices').pinPolicyValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/devices').pinPolicyValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/devices/devices_controller').default['pin']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/devices/devices_controller').default['pin']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'devices.tournament_pin': {
    methods: ["POST"]
    pattern: '/merchant/devices/tournaments/:id/pin'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/devices').pinPolicyValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/devices').pinPolicyValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/devices/devices_controller').default['tournamentPin']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/devices/devices_controller').default['tournamentPin']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'desk.show': {
    methods: ["GET","HEAD"]
    pattern: '/desk'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/devices/desk_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/devices/desk_controller').default['show']>>>
    }
  }
  'desk.manifest': {
    methods: ["GET","HEAD"]
    pattern: '/manifest.webmanifest'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/devices/desk_controller').default['manifest']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/devices/desk_controller').default['manifest']>>>
    }
  }
  'device_api.pair': {
    methods: ["POST"]
    pattern: '/device-api/pair'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/devices').pairValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/devices').pairValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/devices/device_api_controller').default['pair']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/devices/device_api_controller').default['pair']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'device_api.me': {
    methods: ["GET","HEAD"]
    pattern: '/device-api/me'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/devices/device_api_controller').default['me']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/devices/device_api_controller').default['me']>>>
    }
  }
  'device_api.snapshot': {
    methods: ["GET","HEAD"]
    pattern: '/device-api/snapshot'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/devices/device_api_controller').default['snapshot']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/devices/device_api_controller').default['snapshot']>>>
    }
  }
  'device_api.delta': {
    methods: ["GET","HEAD"]
    pattern: '/device-api/delta'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/devices/device_api_controller').default['delta']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/devices/device_api_controller').default['delta']>>>
    }
  }
  'device_api.staff': {
    methods: ["GET","HEAD"]
    pattern: '/device-api/staff'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/devices/device_api_controller').default['staff']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/devices/device_api_controller').default['staff']>>>
    }
  }
  'device_api.staff_sign_in': {
    methods: ["POST"]
    pattern: '/device-api/staff'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/devices').deskPinValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/devices').deskPinValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/devices/device_api_controller').default['staffSignIn']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/devices/device_api_controller').default['staffSignIn']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'device_api.photos': {
    methods: ["GET","HEAD"]
    pattern: '/device-api/photos'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/devices').devicePhotosValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/devices/device_api_controller').default['photos']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/devices/device_api_controller').default['photos']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'device_api.actions': {
    methods: ["POST"]
    pattern: '/device-api/actions'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/devices').deviceActionsValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/devices').deviceActionsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/devices/device_api_controller').default['actions']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/devices/device_api_controller').default['actions']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'device_api.collection.lookup': {
    methods: ["POST"]
    pattern: '/device-api/collection/lookup'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/devices').deskCardValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/devices').deskCardValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/devices/device_collection_controller').default['lookup']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/devices/device_collection_controller').default['lookup']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'device_api.collection.save': {
    methods: ["POST"]
    pattern: '/device-api/collection/collectives'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/devices').deskCollectiveValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/devices').deskCollectiveValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/devices/device_collection_controller').default['save']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/devices/device_collection_controller').default['save']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'device_api.collection.sign': {
    methods: ["POST"]
    pattern: '/device-api/collection/collectives/sign'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/devices').deskSignValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/devices').deskSignValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/devices/device_collection_controller').default['sign']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/devices/device_collection_controller').default['sign']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'device_api.scan': {
    methods: ["POST"]
    pattern: '/device-api/doors/:id/scans'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/doors').doorScanValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/doors').doorScanValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/devices/device_api_controller').default['scan']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/devices/device_api_controller').default['scan']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'review.duplicates.not_same': {
    methods: ["POST"]
    pattern: '/merchant/review/duplicates/:id/not-same'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/review/duplicates_controller').default['notSame']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/review/duplicates_controller').default['notSame']>>>
    }
  }
  'review.photos.overrule': {
    methods: ["POST"]
    pattern: '/merchant/review/photos/:id/overrule'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/review/photos_controller').default['overrule']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/review/photos_controller').default['overrule']>>>
    }
  }
  'badge_templates.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/badge-templates'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/badges/templates_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/badges/templates_controller').default['index']>>>
    }
  }
  'badge_templates.image': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/badge-templates/images/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/badges/templates_controller').default['image']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/badges/templates_controller').default['image']>>>
    }
  }
  'badge_templates.remove_image': {
    methods: ["DELETE"]
    pattern: '/merchant/badge-templates/images/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/badges/templates_controller').default['removeImage']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/badges/templates_controller').default['removeImage']>>>
    }
  }
  'badge_templates.edit': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/badge-templates/:tournament/design'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { tournament: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/badges/templates_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/badges/templates_controller').default['edit']>>>
    }
  }
  'badge_templates.save': {
    methods: ["POST"]
    pattern: '/merchant/badge-templates/:tournament'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/badge_template').badgeTemplateValidator)>>
      paramsTuple: [ParamValue]
      params: { tournament: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/badge_template').badgeTemplateValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/badges/templates_controller').default['save']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/badges/templates_controller').default['save']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'badge_templates.preview': {
    methods: ["POST"]
    pattern: '/merchant/badge-templates/:tournament/preview'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/badge_template').badgePreviewValidator)>>
      paramsTuple: [ParamValue]
      params: { tournament: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/badge_template').badgePreviewValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/badges/templates_controller').default['preview']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/badges/templates_controller').default['preview']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'badge_templates.credentials': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/badge-templates/:tournament/credentials'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { tournament: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/badges/templates_controller').default['credentials']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/badges/templates_controller').default['credentials']>>>
    }
  }
  'badge_templates.upload': {
    methods: ["POST"]
    pattern: '/merchant/badge-templates/:tournament/images'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { tournament: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/badges/templates_controller').default['upload']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/badges/templates_controller').default['upload']>>>
    }
  }
  'print_stations.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/print-stations'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/printing/print_stations_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/printing/print_stations_controller').default['index']>>>
    }
  }
  'print_stations.store': {
    methods: ["POST"]
    pattern: '/merchant/print-stations'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/printing').createStationValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/printing').createStationValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/printing/print_stations_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/printing/print_stations_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'print_stations.show': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/print-stations/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/printing/print_stations_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/printing/print_stations_controller').default['show']>>>
    }
  }
  'print_stations.claim': {
    methods: ["POST"]
    pattern: '/merchant/print-stations/:id/claim'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/printing').stationTokenValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/printing').stationTokenValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/printing/print_stations_controller').default['claim']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/printing/print_stations_controller').default['claim']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'print_stations.pdf': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/print-stations/:id/jobs/:job/pdf'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; job: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/printing/print_stations_controller').default['pdf']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/printing/print_stations_controller').default['pdf']>>>
    }
  }
  'print_stations.confirm': {
    methods: ["POST"]
    pattern: '/merchant/print-stations/:id/jobs/:job/confirm'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/printing').stationTokenValidator)>>
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; job: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/printing').stationTokenValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/printing/print_stations_controller').default['confirm']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/printing/print_stations_controller').default['confirm']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'print_stations.fail': {
    methods: ["POST"]
    pattern: '/merchant/print-stations/:id/jobs/:job/fail'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/printing').failedJobValidator)>>
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; job: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/printing').failedJobValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/printing/print_stations_controller').default['fail']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/printing/print_stations_controller').default['fail']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'print_stations.send': {
    methods: ["POST"]
    pattern: '/merchant/print-stations/:id/send'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/printing').sendToStationValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/printing').sendToStationValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/printing/station_sends_controller').default['selection']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/printing/station_sends_controller').default['selection']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'print_stations.send_list': {
    methods: ["POST"]
    pattern: '/merchant/print-stations/:id/send/list/:type'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/printing').sendAllToStationValidator)>>
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; type: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/printing').sendAllToStationValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/printing/station_sends_controller').default['list']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/printing/station_sends_controller').default['list']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'print_stations.send_organisation': {
    methods: ["POST"]
    pattern: '/merchant/print-stations/:id/send/organisation/:organisation'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/printing').sendAllToStationValidator)>>
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; organisation: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/printing').sendAllToStationValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/printing/station_sends_controller').default['organisation']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/printing/station_sends_controller').default['organisation']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'rosters.desks': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/shift-desk'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/rosters/shift_desk_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/rosters/shift_desk_controller').default['index']>>>
    }
  }
  'rosters.desk': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/rosters/:tournament/desk'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { tournament: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/rosters/shift_desk_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/rosters/shift_desk_controller').default['show']>>>
    }
  }
  'rosters.desk.scan': {
    methods: ["POST"]
    pattern: '/merchant/rosters/:tournament/desk/scans'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/rosters').shiftScanValidator)>>
      paramsTuple: [ParamValue]
      params: { tournament: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/rosters').shiftScanValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/rosters/shift_desk_controller').default['scan']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/rosters/shift_desk_controller').default['scan']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'rosters.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/rosters'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/rosters/roster_setup_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/rosters/roster_setup_controller').default['index']>>>
    }
  }
  'rosters.show': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/rosters/:tournament'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { tournament: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/rosters/roster_setup_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/rosters/roster_setup_controller').default['show']>>>
    }
  }
  'rosters.positions.store': {
    methods: ["POST"]
    pattern: '/merchant/rosters/:tournament/positions'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/rosters').positionValidator)>>
      paramsTuple: [ParamValue]
      params: { tournament: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/rosters').positionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/rosters/roster_setup_controller').default['storePosition']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/rosters/roster_setup_controller').default['storePosition']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'rosters.positions.destroy': {
    methods: ["DELETE"]
    pattern: '/merchant/rosters/:tournament/positions/:position'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { tournament: ParamValue; position: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/rosters/roster_setup_controller').default['destroyPosition']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/rosters/roster_setup_controller').default['destroyPosition']>>>
    }
  }
  'rosters.shifts.store': {
    methods: ["POST"]
    pattern: '/merchant/rosters/:tournament/shifts'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/rosters').shiftValidator)>>
      paramsTuple: [ParamValue]
      params: { tournament: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/rosters').shiftValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/rosters/roster_setup_controller').default['storeShift']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/rosters/roster_setup_controller').default['storeShift']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'rosters.shifts.destroy': {
    methods: ["DELETE"]
    pattern: '/merchant/rosters/:tournament/shifts/:shift'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { tournament: ParamValue; shift: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/rosters/roster_setup_controller').default['destroyShift']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/rosters/roster_setup_controller').default['destroyShift']>>>
    }
  }
  'rosters.settings.update': {
    methods: ["PUT"]
    pattern: '/merchant/rosters/:tournament/settings'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/rosters').rosterSettingsValidator)>>
      paramsTuple: [ParamValue]
      params: { tournament: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/rosters').rosterSettingsValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/rosters/roster_setup_controller').default['updateSettings']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/rosters/roster_setup_controller').default['updateSettings']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'rosters.grid': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/rosters/:tournament/grid'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { tournament: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/rosters/roster_grid_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/rosters/roster_grid_controller').default['show']>>>
    }
  }
  'rosters.solve': {
    methods: ["POST"]
    pattern: '/merchant/rosters/:tournament/solve'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { tournament: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/rosters/roster_grid_controller').default['solve']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/rosters/roster_grid_controller').default['solve']>>>
    }
  }
  'rosters.adjust': {
    methods: ["POST"]
    pattern: '/merchant/rosters/:tournament/adjust'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/rosters').adjustmentValidator)>>
      paramsTuple: [ParamValue]
      params: { tournament: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/rosters').adjustmentValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/rosters/roster_grid_controller').default['adjust']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/rosters/roster_grid_controller').default['adjust']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'rosters.publish': {
    methods: ["POST"]
    pattern: '/merchant/rosters/:tournament/publish'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { tournament: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/rosters/roster_grid_controller').default['publish']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/rosters/roster_grid_controller').default['publish']>>>
    }
  }
  'rosters.person': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/rosters/:tournament/people/:form'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { tournament: ParamValue; form: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/rosters/roster_grid_controller').default['person']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/rosters/roster_grid_controller').default['person']>>>
    }
  }
  'rosters.hours': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/rosters/:tournament/hours'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { tournament: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/rosters/shift_desk_controller').default['hours']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/rosters/shift_desk_controller').default['hours']>>>
    }
  }
  'rosters.export': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/rosters/:tournament/export'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { tournament: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/rosters/roster_exports_controller').default['export']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/rosters/roster_exports_controller').default['export']>>>
    }
  }
  'rosters.print': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/rosters/:tournament/print'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { tournament: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/rosters/roster_exports_controller').default['print']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/rosters/roster_exports_controller').default['print']>>>
    }
  }
  'partner_api.openapi': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/openapi.json'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/partners/partner_api_controller').default['openapi']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/partners/partner_api_controller').default['openapi']>>>
    }
  }
  'partner_api.credentials': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/credentials'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/partners/partner_api_controller').default['credentials']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/partners/partner_api_controller').default['credentials']>>>
    }
  }
  'partner_api.credential': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/credentials/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/partners/partner_api_controller').default['credential']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/partners/partner_api_controller').default['credential']>>>
    }
  }
  'partner_api.photo': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/credentials/:id/photo'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/partners/partner_api_controller').default['photo']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/partners/partner_api_controller').default['photo']>>>
    }
  }
  'partner_api.requests': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/requests'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/partners/partner_api_controller').default['requests']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/partners/partner_api_controller').default['requests']>>>
    }
  }
  'partner_api.request': {
    methods: ["GET","HEAD"]
    pattern: '/api/v1/requests/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/partners/partner_api_controller').default['request']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/partners/partner_api_controller').default['request']>>>
    }
  }
  'partner_api.organisation_requests': {
    methods: ["POST"]
    pattern: '/api/v1/organisations/:id/requests'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/partners').organisationRequestValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/partners').organisationRequestValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/partners/partner_api_controller').default['organisationRequest']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/partners/partner_api_controller').default['organisationRequest']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'partner_api.scans': {
    methods: ["POST"]
    pattern: '/api/v1/scans'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/partners').externalScansValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/partners').externalScansValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/partners/partner_api_controller').default['scans']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/partners/partner_api_controller').default['scans']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'partners.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/partners'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/partners/partners_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/partners/partners_controller').default['index']>>>
    }
  }
  'partners.store': {
    methods: ["POST"]
    pattern: '/merchant/partners'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/partners').createPartnerValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/partners').createPartnerValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/partners/partners_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/partners/partners_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'partners.show': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/partners/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/partners/partners_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/partners/partners_controller').default['show']>>>
    }
  }
  'partners.revoke': {
    methods: ["POST"]
    pattern: '/merchant/partners/:id/revoke'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/partners/partners_controller').default['revoke']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/partners/partners_controller').default['revoke']>>>
    }
  }
  'partners.store_token': {
    methods: ["POST"]
    pattern: '/merchant/partners/:id/tokens'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/partners').createPartnerTokenValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/partners').createPartnerTokenValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/partners/partners_controller').default['storeToken']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/partners/partners_controller').default['storeToken']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'partners.store_webhook': {
    methods: ["POST"]
    pattern: '/merchant/partners/:id/webhooks'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/partners').createWebhookValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/partners').createWebhookValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/partners/partners_controller').default['storeWebhook']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/partners/partners_controller').default['storeWebhook']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'partners.revoke_token': {
    methods: ["POST"]
    pattern: '/merchant/partner-tokens/:id/revoke'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/partners/partners_controller').default['revokeToken']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/partners/partners_controller').default['revokeToken']>>>
    }
  }
  'partners.rotate_webhook': {
    methods: ["POST"]
    pattern: '/merchant/webhooks/:id/rotate'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/partners/partners_controller').default['rotateWebhook']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/partners/partners_controller').default['rotateWebhook']>>>
    }
  }
  'partners.enable_webhook': {
    methods: ["POST"]
    pattern: '/merchant/webhooks/:id/enable'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/partners/partners_controller').default['enableWebhook']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/partners/partners_controller').default['enableWebhook']>>>
    }
  }
  'partners.resend': {
    methods: ["POST"]
    pattern: '/merchant/webhook-messages/:id/resend'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/partners/partners_controller').default['resend']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/partners/partners_controller').default['resend']>>>
    }
  }
  'wallets.apple': {
    methods: ["GET","HEAD"]
    pattern: '/solicitud/:id/wallet/apple'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/wallets/wallets_controller').default['apple']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/wallets/wallets_controller').default['apple']>>>
    }
  }
  'wallets.latest': {
    methods: ["GET","HEAD"]
    pattern: '/wallet/v1/passes/:passType/:serial'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { passType: ParamValue; serial: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/wallets/wallets_controller').default['latest']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/wallets/wallets_controller').default['latest']>>>
    }
  }
  'reports.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/reports'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['index']>>>
    }
  }
  'reports.requests': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/reports/requests'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['requests']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['requests']>>>
    }
  }
  'reports.backlog': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/reports/backlog'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['backlog']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['backlog']>>>
    }
  }
  'reports.decisions': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/reports/decisions'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['decisions']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['decisions']>>>
    }
  }
  'reports.badges': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/reports/badges'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['badges']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['badges']>>>
    }
  }
  'reports.meals': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/reports/meals'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['meals']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['meals']>>>
    }
  }
  'reports.passages': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/reports/passages'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['passages']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['passages']>>>
    }
  }
  'reports.flags': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/reports/flags'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['flags']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['flags']>>>
    }
  }
  'reports.quotas': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/reports/quotas'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['quotas']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['quotas']>>>
    }
  }
  'reports.rosters': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/reports/rosters'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['rosters']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/reports/reports_controller').default['rosters']>>>
    }
  }
  'door_check.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/door-check'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/doors/door_check_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/doors/door_check_controller').default['index']>>>
    }
  }
  'door_check.show': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/door-check/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/doors/door_check_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/doors/door_check_controller').default['show']>>>
    }
  }
  'door_check.scan': {
    methods: ["POST"]
    pattern: '/merchant/door-check/:id/scans'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/doors').doorScanValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/doors').doorScanValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/doors/door_check_controller').default['scan']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/doors/door_check_controller').default['scan']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'door_check.photo': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/door-check/:id/photo/:form'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; form: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/doors/door_check_controller').default['photo']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/doors/door_check_controller').default['photo']>>>
    }
  }
  'zones.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/zones'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/doors/zones_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/doors/zones_controller').default['index']>>>
    }
  }
  'zones.store': {
    methods: ["POST"]
    pattern: '/merchant/zones'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/doors').createZoneValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/doors').createZoneValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/doors/zones_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/doors/zones_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'zones.edit': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/zones/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/doors/zones_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/doors/zones_controller').default['edit']>>>
    }
  }
  'zones.update': {
    methods: ["PUT"]
    pattern: '/merchant/zones/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/doors').updateZoneValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/doors').updateZoneValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/doors/zones_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/doors/zones_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'zones.destroy': {
    methods: ["DELETE"]
    pattern: '/merchant/zones/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/doors/zones_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/doors/zones_controller').default['destroy']>>>
    }
  }
  'zones.preview': {
    methods: ["POST"]
    pattern: '/merchant/zones/:id/preview'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/doors').rulePreviewValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/doors').rulePreviewValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/doors/zones_controller').default['preview']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/doors/zones_controller').default['preview']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'doors.store': {
    methods: ["POST"]
    pattern: '/merchant/zones/:id/doors'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/doors').doorValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/doors').doorValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/doors/doors_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/doors/doors_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'doors.update': {
    methods: ["PUT"]
    pattern: '/merchant/doors/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/doors').doorValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/doors').doorValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/doors/doors_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/doors/doors_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'doors.destroy': {
    methods: ["DELETE"]
    pattern: '/merchant/doors/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/doors/doors_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/doors/doors_controller').default['destroy']>>>
    }
  }
  'occupancy.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/occupancy'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/doors/occupancy_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/doors/occupancy_controller').default['index']>>>
    }
  }
  'occupancy.show': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/occupancy/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/doors/occupancy_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/doors/occupancy_controller').default['show']>>>
    }
  }
  'occupancy.export': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/occupancy/:id/export'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/doors/occupancy_controller').default['export']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/doors/occupancy_controller').default['export']>>>
    }
  }
  'occupancy.photo': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/occupancy/:id/photo/:form'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; form: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/doors/occupancy_controller').default['photo']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/doors/occupancy_controller').default['photo']>>>
    }
  }
  'event_stream': {
    methods: ["GET","HEAD"]
    pattern: '/__transmit/events'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'subscribe': {
    methods: ["POST"]
    pattern: '/__transmit/subscribe'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'unsubscribe': {
    methods: ["POST"]
    pattern: '/__transmit/unsubscribe'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'home': {
    methods: ["GET","HEAD"]
    pattern: '/'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/home_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/home_controller').default['index']>>>
    }
  }
  'closed': {
    methods: ["GET","HEAD"]
    pattern: '/closed'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'player_closed': {
    methods: ["GET","HEAD"]
    pattern: '/player-closed'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'privacy.policy': {
    methods: ["GET","HEAD"]
    pattern: '/privacy-policy'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'privacy.accreditation': {
    methods: ["GET","HEAD"]
    pattern: '/privacy-accreditation'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'privacy.consent': {
    methods: ["GET","HEAD"]
    pattern: '/privacy-consent'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
  'forms.ballboy.show': {
    methods: ["GET","HEAD"]
    pattern: '/forms/recogepelotas'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['show']>>>
    }
  }
  'forms.ballboy.store': {
    methods: ["POST"]
    pattern: '/forms/recogepelotas'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['store']>>>
    }
  }
  'forms.ballboy.thanks': {
    methods: ["GET","HEAD"]
    pattern: '/forms/recogepelotas/gracias'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['thanks']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['thanks']>>>
    }
  }
  'forms.line.show': {
    methods: ["GET","HEAD"]
    pattern: '/forms/lineas'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['show']>>>
    }
  }
  'forms.line.store': {
    methods: ["POST"]
    pattern: '/forms/lineas'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['store']>>>
    }
  }
  'forms.line.thanks': {
    methods: ["GET","HEAD"]
    pattern: '/forms/lineas/gracias'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['thanks']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['thanks']>>>
    }
  }
  'forms.player.show': {
    methods: ["GET","HEAD"]
    pattern: '/forms/jugadores'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['show']>>>
    }
  }
  'forms.player.store': {
    methods: ["POST"]
    pattern: '/forms/jugadores'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['store']>>>
    }
  }
  'forms.player.thanks': {
    methods: ["GET","HEAD"]
    pattern: '/forms/jugadores/gracias'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['thanks']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['thanks']>>>
    }
  }
  'forms.volunteer.show': {
    methods: ["GET","HEAD"]
    pattern: '/forms/voluntarios'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['show']>>>
    }
  }
  'forms.volunteer.store': {
    methods: ["POST"]
    pattern: '/forms/voluntarios'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['store']>>>
    }
  }
  'forms.volunteer.thanks': {
    methods: ["GET","HEAD"]
    pattern: '/forms/voluntarios/gracias'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['thanks']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['thanks']>>>
    }
  }
  'forms.press.show': {
    methods: ["GET","HEAD"]
    pattern: '/forms/prensa'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['show']>>>
    }
  }
  'forms.press.store': {
    methods: ["POST"]
    pattern: '/forms/prensa'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['store']>>>
    }
  }
  'forms.press.thanks': {
    methods: ["GET","HEAD"]
    pattern: '/forms/prensa/gracias'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['thanks']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['thanks']>>>
    }
  }
  'forms.accreditation.show': {
    methods: ["GET","HEAD"]
    pattern: '/forms/:kind/acreditaciones'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { kind: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['show']>>>
    }
  }
  'forms.accreditation.store': {
    methods: ["POST"]
    pattern: '/forms/:kind/acreditaciones'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { kind: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['store']>>>
    }
  }
  'forms.accreditation.thanks': {
    methods: ["GET","HEAD"]
    pattern: '/forms/:kind/acreditaciones/gracias'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { kind: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['thanks']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['thanks']>>>
    }
  }
  'forms.gvolunteer.show': {
    methods: ["GET","HEAD"]
    pattern: '/golf/voluntarios'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['show']>>>
    }
  }
  'forms.gvolunteer.store': {
    methods: ["POST"]
    pattern: '/golf/voluntarios'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['store']>>>
    }
  }
  'forms.gvolunteer.thanks': {
    methods: ["GET","HEAD"]
    pattern: '/golf/voluntarios/gracias'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['thanks']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['thanks']>>>
    }
  }
  'forms.gaccreditation.show': {
    methods: ["GET","HEAD"]
    pattern: '/golf/:kind/acreditaciones'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { kind: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['show']>>>
    }
  }
  'forms.gaccreditation.store': {
    methods: ["POST"]
    pattern: '/golf/:kind/acreditaciones'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { kind: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['store']>>>
    }
  }
  'forms.gaccreditation.thanks': {
    methods: ["GET","HEAD"]
    pattern: '/golf/:kind/acreditaciones/gracias'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { kind: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['thanks']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['thanks']>>>
    }
  }
  'forms.gpress.show': {
    methods: ["GET","HEAD"]
    pattern: '/golf/prensa'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['show']>>>
    }
  }
  'forms.gpress.store': {
    methods: ["POST"]
    pattern: '/golf/prensa'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['store']>>>
    }
  }
  'forms.gpress.thanks': {
    methods: ["GET","HEAD"]
    pattern: '/golf/prensa/gracias'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['thanks']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['thanks']>>>
    }
  }
  'forms.downloads': {
    methods: ["GET","HEAD"]
    pattern: '/forms/downloads/:document'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { document: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_downloads_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_downloads_controller').default['show']>>>
    }
  }
  'players.returning': {
    methods: ["GET","HEAD"]
    pattern: '/forms/jugadores/old'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/players/returning_players_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/players/returning_players_controller').default['show']>>>
    }
  }
  'players.returning.search': {
    methods: ["POST"]
    pattern: '/forms/jugadores/old/search'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/player_lookup').playerLookupValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/player_lookup').playerLookupValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/players/returning_players_controller').default['search']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/players/returning_players_controller').default['search']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'forms.guest.show': {
    methods: ["GET","HEAD"]
    pattern: '/forms/invitados/:player'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { player: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['show']>>>
    }
  }
  'forms.guest.store': {
    methods: ["POST"]
    pattern: '/forms/invitados/:player'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { player: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['store']>>>
    }
  }
  'forms.guest.thanks': {
    methods: ["GET","HEAD"]
    pattern: '/forms/invitados/:player/gracias'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { player: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['thanks']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/public/public_forms_controller').default['thanks']>>>
    }
  }
  'session.create': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/login'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/session_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/session_controller').default['create']>>>
    }
  }
  'session.store': {
    methods: ["POST"]
    pattern: '/merchant/login'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').loginValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').loginValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/session_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/session_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'password_reset.create': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/forgot-password'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['create']>>>
    }
  }
  'password_reset.store': {
    methods: ["POST"]
    pattern: '/merchant/forgot-password'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').forgotPasswordValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').forgotPasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'password_reset.edit': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/reset-password/:token'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['edit']>>>
    }
  }
  'password_reset.update': {
    methods: ["POST"]
    pattern: '/merchant/reset-password/:token'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').resetPasswordValidator)>>
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').resetPasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'session.destroy': {
    methods: ["POST"]
    pattern: '/merchant/logout'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/session_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/session_controller').default['destroy']>>>
    }
  }
  'users.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/user'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/users_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/users_controller').default['index']>>>
    }
  }
  'users.create': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/user/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/users_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/users_controller').default['create']>>>
    }
  }
  'users.store': {
    methods: ["POST"]
    pattern: '/merchant/user'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/user').createUserValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/user').createUserValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/users_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/users_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'users.edit': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/user/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/users_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/users_controller').default['edit']>>>
    }
  }
  'users.update': {
    methods: ["PUT"]
    pattern: '/merchant/user/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/user').updateUserValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/user').updateUserValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/users_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/users_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'access_log.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/access-log'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/access_log_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/access_log_controller').default['index']>>>
    }
  }
  'organisations.index': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/organisations'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/organisations_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/organisations_controller').default['index']>>>
    }
  }
  'organisations.store': {
    methods: ["POST"]
    pattern: '/merchant/organisations'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/organisation').organisationValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/organisation').organisationValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/organisations_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/organisations_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'organisations.show': {
    methods: ["GET","HEAD"]
    pattern: '/merchant/organisations/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/organisations_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/organisations_controller').default['show']>>>
    }
  }
  'organisations.update': {
    methods: ["PUT"]
    pattern: '/merchant/organisations/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/organisation').organisationUpdateValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/organisation').organisationUpdateValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/organisations_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/organisations_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'organisations.approve': {
    methods: ["POST"]
    pattern: '/merchant/organisations/:id/approve'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/organisations_controller').default['approve']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/organisations_controller').default['approve']>>>
    }
  }
  'organisations.collection': {
    methods: ["POST"]
    pattern: '/merchant/organisations/:id/collection'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/organisation').collectorValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/organisation').collectorValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/organisations_controller').default['collection']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/organisations_controller').default['collection']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'organisation_managers.store': {
    methods: ["POST"]
    pattern: '/merchant/organisations/:id/managers'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/organisation').managerValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/organisation').managerValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/organisation_managers_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/organisation_managers_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'organisation_managers.destroy': {
    methods: ["DELETE"]
    pattern: '/merchant/organisations/:id/managers/:manager'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; manager: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/organisation_managers_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/organisation_managers_controller').default['destroy']>>>
    }
  }
  'organisation_managers.send_link': {
    methods: ["POST"]
    pattern: '/merchant/organisations/:id/managers/:manager/link'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; manager: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/organisation_managers_controller').default['sendLink']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/organisation_managers_controller').default['sendLink']>>>
    }
  }
  'organisation_quotas.store': {
    methods: ["POST"]
    pattern: '/merchant/organisations/:id/quotas'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/organisation').quotaValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/organisation').quotaValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/organisation_quotas_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/organisation_quotas_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'organisation_quotas.update': {
    methods: ["PUT"]
    pattern: '/merchant/organisations/:id/quotas/:quota'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/organisation').placesValidator)>>
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; quota: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/organisation').placesValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/organisation_quotas_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/organisation_quotas_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'organisation_portal.request_link': {
    methods: ["GET","HEAD"]
    pattern: '/organisation/sign-in'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/portal_sign_in_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/portal_sign_in_controller').default['create']>>>
    }
  }
  'organisation_portal.send_link': {
    methods: ["POST"]
    pattern: '/organisation/sign-in'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/organisation').linkRequestValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/organisation').linkRequestValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/portal_sign_in_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/portal_sign_in_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'organisation_portal.sign_in': {
    methods: ["GET","HEAD"]
    pattern: '/organisation/sign-in/:token'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/portal_sign_in_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/portal_sign_in_controller').default['show']>>>
    }
  }
  'organisation_portal.enter': {
    methods: ["POST"]
    pattern: '/organisation/sign-in/:token'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/portal_sign_in_controller').default['enter']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/portal_sign_in_controller').default['enter']>>>
    }
  }
  'organisation_portal.sign_out': {
    methods: ["POST"]
    pattern: '/organisation/sign-out'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/portal_sign_in_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/portal_sign_in_controller').default['destroy']>>>
    }
  }
  'organisation_portal.home': {
    methods: ["GET","HEAD"]
    pattern: '/organisation'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/portal_controller').default['home']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/portal_controller').default['home']>>>
    }
  }
  'organisation_people.create': {
    methods: ["GET","HEAD"]
    pattern: '/organisation/people/new/:quota'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { quota: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/portal_people_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/portal_people_controller').default['create']>>>
    }
  }
  'organisation_people.store': {
    methods: ["POST"]
    pattern: '/organisation/people/new/:quota'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { quota: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/portal_people_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/portal_people_controller').default['store']>>>
    }
  }
  'organisation_people.withdraw': {
    methods: ["POST"]
    pattern: '/organisation/people/:person/withdraw'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { person: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/portal_people_controller').default['withdraw']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/portal_people_controller').default['withdraw']>>>
    }
  }
  'organisation_people.substitute_form': {
    methods: ["GET","HEAD"]
    pattern: '/organisation/people/:person/substitute'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { person: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/portal_people_controller').default['editSubstitute']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/portal_people_controller').default['editSubstitute']>>>
    }
  }
  'organisation_people.substitute': {
    methods: ["POST"]
    pattern: '/organisation/people/:person/substitute'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { person: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/portal_people_controller').default['substitute']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/portal_people_controller').default['substitute']>>>
    }
  }
  'organisation_people.invite': {
    methods: ["POST"]
    pattern: '/organisation/people/:person/invite'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { person: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/portal_people_controller').default['invite']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/portal_people_controller').default['invite']>>>
    }
  }
  'organisation_imports.create': {
    methods: ["GET","HEAD"]
    pattern: '/organisation/import/:quota'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { quota: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/portal_imports_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/portal_imports_controller').default['create']>>>
    }
  }
  'organisation_imports.template': {
    methods: ["GET","HEAD"]
    pattern: '/organisation/import/:quota/template'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { quota: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/portal_imports_controller').default['template']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/portal_imports_controller').default['template']>>>
    }
  }
  'organisation_imports.store': {
    methods: ["POST"]
    pattern: '/organisation/import/:quota'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { quota: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/portal_imports_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/portal_imports_controller').default['store']>>>
    }
  }
  'organisation_imports.show': {
    methods: ["GET","HEAD"]
    pattern: '/organisation/imports/:import'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { import: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/portal_imports_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/portal_imports_controller').default['show']>>>
    }
  }
  'organisation_portal.list': {
    methods: ["GET","HEAD"]
    pattern: '/organisation/list'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/organisations/portal_controller').default['list']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/organisations/portal_controller').default['list']>>>
    }
  }
}
