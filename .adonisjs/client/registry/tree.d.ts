/* eslint-disable prettier/prettier */
import type { routes } from './index.ts'

export interface ApiDefinition {
  locale: {
    update: typeof routes['locale.update']
  }
  health: typeof routes['health']
  secondFactor: {
    create: typeof routes['second_factor.create']
    store: typeof routes['second_factor.store']
    passkeyOptions: typeof routes['second_factor.passkey_options']
    passkey: typeof routes['second_factor.passkey']
  }
  sso: {
    redirect: typeof routes['sso.redirect']
    callback: typeof routes['sso.callback']
  }
  accountTotp: {
    create: typeof routes['account_totp.create']
    store: typeof routes['account_totp.store']
  }
  accountPasskeys: {
    options: typeof routes['account_passkeys.options']
    store: typeof routes['account_passkeys.store']
    destroy: typeof routes['account_passkeys.destroy']
  }
  account: {
    show: typeof routes['account.show']
    updatePassword: typeof routes['account.update_password']
    renewRecoveryCodes: typeof routes['account.renew_recovery_codes']
    removeSecondFactor: typeof routes['account.remove_second_factor']
    signOutEverywhere: typeof routes['account.sign_out_everywhere']
    signOutElsewhere: typeof routes['account.sign_out_elsewhere']
    endSession: typeof routes['account.end_session']
    forgetDevice: typeof routes['account.forget_device']
  }
  users: {
    resetSecondFactor: typeof routes['users.reset_second_factor']
    index: typeof routes['users.index']
    create: typeof routes['users.create']
    store: typeof routes['users.store']
    edit: typeof routes['users.edit']
    update: typeof routes['users.update']
  }
  userSessions: {
    endAll: typeof routes['user_sessions.end_all']
    end: typeof routes['user_sessions.end']
    forget: typeof routes['user_sessions.forget']
  }
  signInSettings: {
    edit: typeof routes['sign_in_settings.edit']
    update: typeof routes['sign_in_settings.update']
  }
  audit: {
    index: typeof routes['audit.index']
    export: typeof routes['audit.export']
  }
  permissions: {
    index: typeof routes['permissions.index']
    create: typeof routes['permissions.create']
    store: typeof routes['permissions.store']
    edit: typeof routes['permissions.edit']
    update: typeof routes['permissions.update']
  }
  massiveUpdate: {
    index: typeof routes['massive_update.index']
    byCategory: typeof routes['massive_update.by_category']
    byPermission: typeof routes['massive_update.by_permission']
  }
  cache: {
    index: typeof routes['cache.index']
    clear: typeof routes['cache.clear']
  }
  blacklist: {
    index: typeof routes['blacklist.index']
    store: typeof routes['blacklist.store']
    destroy: typeof routes['blacklist.destroy']
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
  personData: {
    index: typeof routes['person_data.index']
    search: typeof routes['person_data.search']
    export: typeof routes['person_data.export']
    erase: typeof routes['person_data.erase']
  }
  staffForms: {
    index: typeof routes['staff_forms.index']
    tutors: typeof routes['staff_forms.tutors']
    show: typeof routes['staff_forms.show']
    create: typeof routes['staff_forms.create']
    store: typeof routes['staff_forms.store']
    edit: typeof routes['staff_forms.edit']
    update: typeof routes['staff_forms.update']
    changeState: typeof routes['staff_forms.change_state']
    bulkChangeState: typeof routes['staff_forms.bulk_change_state']
    gate: typeof routes['staff_forms.gate']
    export: typeof routes['staff_forms.export']
    exportDownload: typeof routes['staff_forms.export_download']
  }
  formFiles: {
    preview: typeof routes['form_files.preview']
  }
  dashboard: typeof routes['dashboard']
  systems: {
    gates: typeof routes['systems.gates']
    index: typeof routes['systems.index']
    state: typeof routes['systems.state']
    pdfs: typeof routes['systems.pdfs']
    print: typeof routes['systems.print']
    replaceCard: typeof routes['systems.replace_card']
    scan: typeof routes['systems.scan']
    rfid: typeof routes['systems.rfid']
  }
  formExports: {
    index: typeof routes['form_exports.index']
    file: typeof routes['form_exports.file']
    download: typeof routes['form_exports.download']
  }
  playerTeams: {
    guestLinks: typeof routes['player_teams.guest_links']
    assign: typeof routes['player_teams.assign']
    storeGuest: typeof routes['player_teams.store_guest']
  }
  imports: {
    index: typeof routes['imports.index']
    create: typeof routes['imports.create']
    store: typeof routes['imports.store']
    download: typeof routes['imports.download']
    show: typeof routes['imports.show']
  }
  importsAtp: {
    index: typeof routes['imports_atp.index']
    create: typeof routes['imports_atp.create']
    store: typeof routes['imports_atp.store']
    download: typeof routes['imports_atp.download']
    show: typeof routes['imports_atp.show']
  }
  restaurantDesk: {
    index: typeof routes['restaurant_desk.index']
    show: typeof routes['restaurant_desk.show']
    validate: typeof routes['restaurant_desk.validate']
    update: typeof routes['restaurant_desk.update']
    charge: typeof routes['restaurant_desk.charge']
    photo: typeof routes['restaurant_desk.photo']
  }
  restaurants: {
    index: typeof routes['restaurants.index']
    edit: typeof routes['restaurants.edit']
    update: typeof routes['restaurants.update']
  }
  restaurantLogs: {
    index: typeof routes['restaurant_logs.index']
    export: typeof routes['restaurant_logs.export']
  }
  assignRestaurants: {
    index: typeof routes['assign_restaurants.index']
    store: typeof routes['assign_restaurants.store']
  }
  creditGrants: {
    index: typeof routes['credit_grants.index']
    store: typeof routes['credit_grants.store']
  }
  resetCredits: {
    index: typeof routes['reset_credits.index']
    create: typeof routes['reset_credits.create']
    store: typeof routes['reset_credits.store']
    edit: typeof routes['reset_credits.edit']
    update: typeof routes['reset_credits.update']
    destroy: typeof routes['reset_credits.destroy']
    apply: typeof routes['reset_credits.apply']
  }
  collectives: {
    index: typeof routes['collectives.index']
    create: typeof routes['collectives.create']
    store: typeof routes['collectives.store']
    show: typeof routes['collectives.show']
    edit: typeof routes['collectives.edit']
    update: typeof routes['collectives.update']
    signature: typeof routes['collectives.signature']
    print: typeof routes['collectives.print']
    validateCode: typeof routes['collectives.validate_code']
    validateForm: typeof routes['collectives.validate_form']
    removeCard: typeof routes['collectives.remove_card']
    sign: typeof routes['collectives.sign']
  }
  applicantMails: {
    edit: typeof routes['applicant_mails.edit']
    update: typeof routes['applicant_mails.update']
  }
  applicants: {
    status: typeof routes['applicants.status']
    changeRequests: {
      store: typeof routes['applicants.change_requests.store']
    }
    changes: {
      edit: typeof routes['applicants.changes.edit']
      update: typeof routes['applicants.changes.update']
    }
  }
  devices: {
    index: typeof routes['devices.index']
    store: typeof routes['devices.store']
    show: typeof routes['devices.show']
    pairing: typeof routes['devices.pairing']
    revoke: typeof routes['devices.revoke']
    pin: typeof routes['devices.pin']
    tournamentPin: typeof routes['devices.tournament_pin']
  }
  desk: {
    show: typeof routes['desk.show']
    manifest: typeof routes['desk.manifest']
  }
  deviceApi: {
    pair: typeof routes['device_api.pair']
    me: typeof routes['device_api.me']
    snapshot: typeof routes['device_api.snapshot']
    delta: typeof routes['device_api.delta']
    staff: typeof routes['device_api.staff']
    staffSignIn: typeof routes['device_api.staff_sign_in']
    photos: typeof routes['device_api.photos']
    actions: typeof routes['device_api.actions']
    collection: {
      lookup: typeof routes['device_api.collection.lookup']
      save: typeof routes['device_api.collection.save']
      sign: typeof routes['device_api.collection.sign']
    }
    scan: typeof routes['device_api.scan']
  }
  review: {
    duplicates: {
      notSame: typeof routes['review.duplicates.not_same']
    }
    photos: {
      overrule: typeof routes['review.photos.overrule']
    }
  }
  badgeTemplates: {
    index: typeof routes['badge_templates.index']
    image: typeof routes['badge_templates.image']
    removeImage: typeof routes['badge_templates.remove_image']
    edit: typeof routes['badge_templates.edit']
    save: typeof routes['badge_templates.save']
    preview: typeof routes['badge_templates.preview']
    credentials: typeof routes['badge_templates.credentials']
    upload: typeof routes['badge_templates.upload']
  }
  printStations: {
    index: typeof routes['print_stations.index']
    store: typeof routes['print_stations.store']
    show: typeof routes['print_stations.show']
    claim: typeof routes['print_stations.claim']
    pdf: typeof routes['print_stations.pdf']
    confirm: typeof routes['print_stations.confirm']
    fail: typeof routes['print_stations.fail']
    send: typeof routes['print_stations.send']
    sendList: typeof routes['print_stations.send_list']
    sendOrganisation: typeof routes['print_stations.send_organisation']
  }
  rosters: {
    desks: typeof routes['rosters.desks']
    desk: typeof routes['rosters.desk'] & {
      scan: typeof routes['rosters.desk.scan']
    }
    index: typeof routes['rosters.index']
    show: typeof routes['rosters.show']
    positions: {
      store: typeof routes['rosters.positions.store']
      destroy: typeof routes['rosters.positions.destroy']
    }
    shifts: {
      store: typeof routes['rosters.shifts.store']
      destroy: typeof routes['rosters.shifts.destroy']
    }
    settings: {
      update: typeof routes['rosters.settings.update']
    }
    grid: typeof routes['rosters.grid']
    solve: typeof routes['rosters.solve']
    adjust: typeof routes['rosters.adjust']
    publish: typeof routes['rosters.publish']
    person: typeof routes['rosters.person']
    hours: typeof routes['rosters.hours']
    export: typeof routes['rosters.export']
    print: typeof routes['rosters.print']
  }
  partnerApi: {
    openapi: typeof routes['partner_api.openapi']
    credentials: typeof routes['partner_api.credentials']
    credential: typeof routes['partner_api.credential']
    photo: typeof routes['partner_api.photo']
    requests: typeof routes['partner_api.requests']
    request: typeof routes['partner_api.request']
    organisationRequests: typeof routes['partner_api.organisation_requests']
    scans: typeof routes['partner_api.scans']
  }
  partners: {
    index: typeof routes['partners.index']
    store: typeof routes['partners.store']
    show: typeof routes['partners.show']
    revoke: typeof routes['partners.revoke']
    storeToken: typeof routes['partners.store_token']
    storeWebhook: typeof routes['partners.store_webhook']
    revokeToken: typeof routes['partners.revoke_token']
    rotateWebhook: typeof routes['partners.rotate_webhook']
    enableWebhook: typeof routes['partners.enable_webhook']
    resend: typeof routes['partners.resend']
  }
  wallets: {
    apple: typeof routes['wallets.apple']
    latest: typeof routes['wallets.latest']
  }
  reports: {
    index: typeof routes['reports.index']
    requests: typeof routes['reports.requests']
    backlog: typeof routes['reports.backlog']
    decisions: typeof routes['reports.decisions']
    badges: typeof routes['reports.badges']
    meals: typeof routes['reports.meals']
    passages: typeof routes['reports.passages']
    flags: typeof routes['reports.flags']
    quotas: typeof routes['reports.quotas']
    rosters: typeof routes['reports.rosters']
  }
  doorCheck: {
    index: typeof routes['door_check.index']
    show: typeof routes['door_check.show']
    scan: typeof routes['door_check.scan']
    photo: typeof routes['door_check.photo']
  }
  zones: {
    index: typeof routes['zones.index']
    store: typeof routes['zones.store']
    edit: typeof routes['zones.edit']
    update: typeof routes['zones.update']
    destroy: typeof routes['zones.destroy']
    preview: typeof routes['zones.preview']
  }
  doors: {
    store: typeof routes['doors.store']
    update: typeof routes['doors.update']
    destroy: typeof routes['doors.destroy']
  }
  occupancy: {
    index: typeof routes['occupancy.index']
    show: typeof routes['occupancy.show']
    export: typeof routes['occupancy.export']
    photo: typeof routes['occupancy.photo']
  }
  eventStream: typeof routes['event_stream']
  subscribe: typeof routes['subscribe']
  unsubscribe: typeof routes['unsubscribe']
  home: typeof routes['home']
  closed: typeof routes['closed']
  playerClosed: typeof routes['player_closed']
  privacy: {
    policy: typeof routes['privacy.policy']
    accreditation: typeof routes['privacy.accreditation']
    consent: typeof routes['privacy.consent']
  }
  forms: {
    ballboy: {
      show: typeof routes['forms.ballboy.show']
      store: typeof routes['forms.ballboy.store']
      thanks: typeof routes['forms.ballboy.thanks']
    }
    line: {
      show: typeof routes['forms.line.show']
      store: typeof routes['forms.line.store']
      thanks: typeof routes['forms.line.thanks']
    }
    player: {
      show: typeof routes['forms.player.show']
      store: typeof routes['forms.player.store']
      thanks: typeof routes['forms.player.thanks']
    }
    volunteer: {
      show: typeof routes['forms.volunteer.show']
      store: typeof routes['forms.volunteer.store']
      thanks: typeof routes['forms.volunteer.thanks']
    }
    press: {
      show: typeof routes['forms.press.show']
      store: typeof routes['forms.press.store']
      thanks: typeof routes['forms.press.thanks']
    }
    accreditation: {
      show: typeof routes['forms.accreditation.show']
      store: typeof routes['forms.accreditation.store']
      thanks: typeof routes['forms.accreditation.thanks']
    }
    gvolunteer: {
      show: typeof routes['forms.gvolunteer.show']
      store: typeof routes['forms.gvolunteer.store']
      thanks: typeof routes['forms.gvolunteer.thanks']
    }
    gaccreditation: {
      show: typeof routes['forms.gaccreditation.show']
      store: typeof routes['forms.gaccreditation.store']
      thanks: typeof routes['forms.gaccreditation.thanks']
    }
    gpress: {
      show: typeof routes['forms.gpress.show']
      store: typeof routes['forms.gpress.store']
      thanks: typeof routes['forms.gpress.thanks']
    }
    downloads: typeof routes['forms.downloads']
    guest: {
      show: typeof routes['forms.guest.show']
      store: typeof routes['forms.guest.store']
      thanks: typeof routes['forms.guest.thanks']
    }
  }
  players: {
    returning: typeof routes['players.returning'] & {
      search: typeof routes['players.returning.search']
    }
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
  accessLog: {
    index: typeof routes['access_log.index']
  }
  organisations: {
    index: typeof routes['organisations.index']
    store: typeof routes['organisations.store']
    show: typeof routes['organisations.show']
    update: typeof routes['organisations.update']
    approve: typeof routes['organisations.approve']
    collection: typeof routes['organisations.collection']
  }
  organisationManagers: {
    store: typeof routes['organisation_managers.store']
    destroy: typeof routes['organisation_managers.destroy']
    sendLink: typeof routes['organisation_managers.send_link']
  }
  organisationQuotas: {
    store: typeof routes['organisation_quotas.store']
    update: typeof routes['organisation_quotas.update']
  }
  organisationPortal: {
    requestLink: typeof routes['organisation_portal.request_link']
    sendLink: typeof routes['organisation_portal.send_link']
    signIn: typeof routes['organisation_portal.sign_in']
    enter: typeof routes['organisation_portal.enter']
    signOut: typeof routes['organisation_portal.sign_out']
    home: typeof routes['organisation_portal.home']
    list: typeof routes['organisation_portal.list']
  }
  organisationPeople: {
    create: typeof routes['organisation_people.create']
    store: typeof routes['organisation_people.store']
    withdraw: typeof routes['organisation_people.withdraw']
    substituteForm: typeof routes['organisation_people.substitute_form']
    substitute: typeof routes['organisation_people.substitute']
    invite: typeof routes['organisation_people.invite']
  }
  organisationImports: {
    create: typeof routes['organisation_imports.create']
    template: typeof routes['organisation_imports.template']
    store: typeof routes['organisation_imports.store']
    show: typeof routes['organisation_imports.show']
  }
}
