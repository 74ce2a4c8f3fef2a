import '@adonisjs/core/types/http'

type ParamValue = string | number | bigint | boolean

export type ScannedRoutes = {
  ALL: {
    'locale.update': { paramsTuple: [ParamValue]; params: {'locale': ParamValue} }
    'health': { paramsTuple?: []; params?: {} }
    'second_factor.create': { paramsTuple?: []; params?: {} }
    'second_factor.store': { paramsTuple?: []; params?: {} }
    'sso.redirect': { paramsTuple?: []; params?: {} }
    'sso.callback': { paramsTuple?: []; params?: {} }
    'second_factor.passkey_options': { paramsTuple?: []; params?: {} }
    'second_factor.passkey': { paramsTuple?: []; params?: {} }
    'account_totp.create': { paramsTuple?: []; params?: {} }
    'account_totp.store': { paramsTuple?: []; params?: {} }
    'account_passkeys.options': { paramsTuple?: []; params?: {} }
    'account_passkeys.store': { paramsTuple?: []; params?: {} }
    'account.show': { paramsTuple?: []; params?: {} }
    'account.update_password': { paramsTuple?: []; params?: {} }
    'account.renew_recovery_codes': { paramsTuple?: []; params?: {} }
    'account.remove_second_factor': { paramsTuple?: []; params?: {} }
    'account.sign_out_everywhere': { paramsTuple?: []; params?: {} }
    'account.sign_out_elsewhere': { paramsTuple?: []; params?: {} }
    'account.end_session': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'account.forget_device': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'account_passkeys.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'users.reset_second_factor': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_sessions.end_all': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_sessions.end': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'session': ParamValue} }
    'user_sessions.forget': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'device': ParamValue} }
    'sign_in_settings.edit': { paramsTuple?: []; params?: {} }
    'sign_in_settings.update': { paramsTuple?: []; params?: {} }
    'audit.index': { paramsTuple?: []; params?: {} }
    'audit.export': { paramsTuple?: []; params?: {} }
    'permissions.index': { paramsTuple?: []; params?: {} }
    'permissions.create': { paramsTuple?: []; params?: {} }
    'permissions.store': { paramsTuple?: []; params?: {} }
    'permissions.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'permissions.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'massive_update.index': { paramsTuple?: []; params?: {} }
    'massive_update.by_category': { paramsTuple?: []; params?: {} }
    'massive_update.by_permission': { paramsTuple?: []; params?: {} }
    'cache.index': { paramsTuple?: []; params?: {} }
    'cache.clear': { paramsTuple?: []; params?: {} }
    'blacklist.index': { paramsTuple?: []; params?: {} }
    'blacklist.store': { paramsTuple?: []; params?: {} }
    'blacklist.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
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
    'person_data.index': { paramsTuple?: []; params?: {} }
    'person_data.search': { paramsTuple?: []; params?: {} }
    'person_data.export': { paramsTuple?: []; params?: {} }
    'person_data.erase': { paramsTuple?: []; params?: {} }
    'staff_forms.index': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'staff_forms.tutors': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'staff_forms.show': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'staff_forms.create': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'staff_forms.store': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'staff_forms.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'staff_forms.update': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'staff_forms.change_state': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'staff_forms.bulk_change_state': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'form_files.preview': { paramsTuple?: []; params?: {} }
    'dashboard': { paramsTuple?: []; params?: {} }
    'staff_forms.gate': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'systems.gates': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'action': ParamValue} }
    'staff_forms.export': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'staff_forms.export_download': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'form_exports.index': { paramsTuple?: []; params?: {} }
    'form_exports.file': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'form_exports.download': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'player_teams.guest_links': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'player_teams.assign': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'player_teams.store_guest': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'imports.index': { paramsTuple?: []; params?: {} }
    'imports.create': { paramsTuple?: []; params?: {} }
    'imports.store': { paramsTuple?: []; params?: {} }
    'imports.download': { paramsTuple?: []; params?: {} }
    'imports.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'imports_atp.index': { paramsTuple?: []; params?: {} }
    'imports_atp.create': { paramsTuple?: []; params?: {} }
    'imports_atp.store': { paramsTuple?: []; params?: {} }
    'imports_atp.download': { paramsTuple?: []; params?: {} }
    'imports_atp.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'restaurant_desk.index': { paramsTuple?: []; params?: {} }
    'restaurant_desk.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'restaurant_desk.validate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'restaurant_desk.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'restaurant_desk.charge': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'restaurant_desk.photo': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'form': ParamValue} }
    'restaurants.index': { paramsTuple?: []; params?: {} }
    'restaurants.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'restaurants.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'restaurant_logs.index': { paramsTuple?: []; params?: {} }
    'restaurant_logs.export': { paramsTuple?: []; params?: {} }
    'assign_restaurants.index': { paramsTuple?: []; params?: {} }
    'assign_restaurants.store': { paramsTuple?: []; params?: {} }
    'credit_grants.index': { paramsTuple?: []; params?: {} }
    'credit_grants.store': { paramsTuple?: []; params?: {} }
    'reset_credits.index': { paramsTuple?: []; params?: {} }
    'reset_credits.create': { paramsTuple?: []; params?: {} }
    'reset_credits.store': { paramsTuple?: []; params?: {} }
    'reset_credits.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'reset_credits.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'reset_credits.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'reset_credits.apply': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'collectives.index': { paramsTuple?: []; params?: {} }
    'collectives.create': { paramsTuple?: []; params?: {} }
    'collectives.store': { paramsTuple?: []; params?: {} }
    'collectives.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'collectives.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'collectives.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'collectives.signature': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'collectives.print': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'collectives.validate_code': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'collectives.validate_form': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'form': ParamValue} }
    'collectives.remove_card': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'form': ParamValue} }
    'collectives.sign': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'systems.index': { paramsTuple?: []; params?: {} }
    'systems.state': { paramsTuple?: []; params?: {} }
    'systems.pdfs': { paramsTuple?: []; params?: {} }
    'systems.print': { paramsTuple?: []; params?: {} }
    'systems.replace_card': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'systems.scan': { paramsTuple?: []; params?: {} }
    'systems.rfid': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'applicant_mails.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'applicant_mails.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'applicants.status': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'applicants.change_requests.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'applicants.changes.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'nonce': ParamValue} }
    'applicants.changes.update': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'nonce': ParamValue} }
    'devices.index': { paramsTuple?: []; params?: {} }
    'devices.store': { paramsTuple?: []; params?: {} }
    'devices.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'devices.pairing': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'devices.revoke': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'devices.pin': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'devices.tournament_pin': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'desk.show': { paramsTuple?: []; params?: {} }
    'desk.manifest': { paramsTuple?: []; params?: {} }
    'device_api.pair': { paramsTuple?: []; params?: {} }
    'device_api.me': { paramsTuple?: []; params?: {} }
    'device_api.snapshot': { paramsTuple?: []; params?: {} }
    'device_api.delta': { paramsTuple?: []; params?: {} }
    'device_api.staff': { paramsTuple?: []; params?: {} }
    'device_api.staff_sign_in': { paramsTuple?: []; params?: {} }
    'device_api.photos': { paramsTuple?: []; params?: {} }
    'device_api.actions': { paramsTuple?: []; params?: {} }
    'device_api.collection.lookup': { paramsTuple?: []; params?: {} }
    'device_api.collection.save': { paramsTuple?: []; params?: {} }
    'device_api.collection.sign': { paramsTuple?: []; params?: {} }
    'device_api.scan': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'review.duplicates.not_same': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'review.photos.overrule': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'badge_templates.index': { paramsTuple?: []; params?: {} }
    'badge_templates.image': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'badge_templates.remove_image': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'badge_templates.edit': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'badge_templates.save': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'badge_templates.preview': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'badge_templates.credentials': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'badge_templates.upload': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'print_stations.index': { paramsTuple?: []; params?: {} }
    'print_stations.store': { paramsTuple?: []; params?: {} }
    'print_stations.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'print_stations.claim': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'print_stations.pdf': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'job': ParamValue} }
    'print_stations.confirm': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'job': ParamValue} }
    'print_stations.fail': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'job': ParamValue} }
    'print_stations.send': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'print_stations.send_list': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'type': ParamValue} }
    'print_stations.send_organisation': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'organisation': ParamValue} }
    'rosters.desks': { paramsTuple?: []; params?: {} }
    'rosters.desk': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.desk.scan': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.index': { paramsTuple?: []; params?: {} }
    'rosters.show': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.positions.store': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.positions.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'tournament': ParamValue,'position': ParamValue} }
    'rosters.shifts.store': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.shifts.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'tournament': ParamValue,'shift': ParamValue} }
    'rosters.settings.update': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.grid': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.solve': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.adjust': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.publish': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.person': { paramsTuple: [ParamValue,ParamValue]; params: {'tournament': ParamValue,'form': ParamValue} }
    'rosters.hours': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.export': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.print': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'partner_api.openapi': { paramsTuple?: []; params?: {} }
    'partner_api.credentials': { paramsTuple?: []; params?: {} }
    'partner_api.credential': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partner_api.photo': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partner_api.requests': { paramsTuple?: []; params?: {} }
    'partner_api.request': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partner_api.organisation_requests': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partner_api.scans': { paramsTuple?: []; params?: {} }
    'partners.index': { paramsTuple?: []; params?: {} }
    'partners.store': { paramsTuple?: []; params?: {} }
    'partners.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.revoke': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.store_token': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.store_webhook': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.revoke_token': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.rotate_webhook': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.enable_webhook': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.resend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'wallets.apple': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'wallets.latest': { paramsTuple: [ParamValue,ParamValue]; params: {'passType': ParamValue,'serial': ParamValue} }
    'reports.index': { paramsTuple?: []; params?: {} }
    'reports.requests': { paramsTuple?: []; params?: {} }
    'reports.backlog': { paramsTuple?: []; params?: {} }
    'reports.decisions': { paramsTuple?: []; params?: {} }
    'reports.badges': { paramsTuple?: []; params?: {} }
    'reports.meals': { paramsTuple?: []; params?: {} }
    'reports.passages': { paramsTuple?: []; params?: {} }
    'reports.flags': { paramsTuple?: []; params?: {} }
    'reports.quotas': { paramsTuple?: []; params?: {} }
    'reports.rosters': { paramsTuple?: []; params?: {} }
    'door_check.index': { paramsTuple?: []; params?: {} }
    'door_check.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'door_check.scan': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'door_check.photo': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'form': ParamValue} }
    'zones.index': { paramsTuple?: []; params?: {} }
    'zones.store': { paramsTuple?: []; params?: {} }
    'zones.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'zones.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'zones.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'zones.preview': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'doors.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'doors.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'doors.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'occupancy.index': { paramsTuple?: []; params?: {} }
    'occupancy.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'occupancy.export': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'occupancy.photo': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'form': ParamValue} }
    'event_stream': { paramsTuple?: []; params?: {} }
    'subscribe': { paramsTuple?: []; params?: {} }
    'unsubscribe': { paramsTuple?: []; params?: {} }
    'home': { paramsTuple?: []; params?: {} }
    'closed': { paramsTuple?: []; params?: {} }
    'player_closed': { paramsTuple?: []; params?: {} }
    'privacy.policy': { paramsTuple?: []; params?: {} }
    'privacy.accreditation': { paramsTuple?: []; params?: {} }
    'privacy.consent': { paramsTuple?: []; params?: {} }
    'forms.ballboy.show': { paramsTuple?: []; params?: {} }
    'forms.ballboy.store': { paramsTuple?: []; params?: {} }
    'forms.ballboy.thanks': { paramsTuple?: []; params?: {} }
    'forms.line.show': { paramsTuple?: []; params?: {} }
    'forms.line.store': { paramsTuple?: []; params?: {} }
    'forms.line.thanks': { paramsTuple?: []; params?: {} }
    'forms.player.show': { paramsTuple?: []; params?: {} }
    'forms.player.store': { paramsTuple?: []; params?: {} }
    'forms.player.thanks': { paramsTuple?: []; params?: {} }
    'forms.volunteer.show': { paramsTuple?: []; params?: {} }
    'forms.volunteer.store': { paramsTuple?: []; params?: {} }
    'forms.volunteer.thanks': { paramsTuple?: []; params?: {} }
    'forms.press.show': { paramsTuple?: []; params?: {} }
    'forms.press.store': { paramsTuple?: []; params?: {} }
    'forms.press.thanks': { paramsTuple?: []; params?: {} }
    'forms.accreditation.show': { paramsTuple: [ParamValue]; params: {'kind': ParamValue} }
    'forms.accreditation.store': { paramsTuple: [ParamValue]; params: {'kind': ParamValue} }
    'forms.accreditation.thanks': { paramsTuple: [ParamValue]; params: {'kind': ParamValue} }
    'forms.gvolunteer.show': { paramsTuple?: []; params?: {} }
    'forms.gvolunteer.store': { paramsTuple?: []; params?: {} }
    'forms.gvolunteer.thanks': { paramsTuple?: []; params?: {} }
    'forms.gaccreditation.show': { paramsTuple: [ParamValue]; params: {'kind': ParamValue} }
    'forms.gaccreditation.store': { paramsTuple: [ParamValue]; params: {'kind': ParamValue} }
    'forms.gaccreditation.thanks': { paramsTuple: [ParamValue]; params: {'kind': ParamValue} }
    'forms.gpress.show': { paramsTuple?: []; params?: {} }
    'forms.gpress.store': { paramsTuple?: []; params?: {} }
    'forms.gpress.thanks': { paramsTuple?: []; params?: {} }
    'forms.downloads': { paramsTuple: [ParamValue]; params: {'document': ParamValue} }
    'players.returning': { paramsTuple?: []; params?: {} }
    'players.returning.search': { paramsTuple?: []; params?: {} }
    'forms.guest.show': { paramsTuple: [ParamValue]; params: {'player': ParamValue} }
    'forms.guest.store': { paramsTuple: [ParamValue]; params: {'player': ParamValue} }
    'forms.guest.thanks': { paramsTuple: [ParamValue]; params: {'player': ParamValue} }
    'session.create': { paramsTuple?: []; params?: {} }
    'session.store': { paramsTuple?: []; params?: {} }
    'password_reset.create': { paramsTuple?: []; params?: {} }
    'password_reset.store': { paramsTuple?: []; params?: {} }
    'password_reset.edit': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'password_reset.update': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'session.destroy': { paramsTuple?: []; params?: {} }
    'users.index': { paramsTuple?: []; params?: {} }
    'users.create': { paramsTuple?: []; params?: {} }
    'users.store': { paramsTuple?: []; params?: {} }
    'users.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'users.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'access_log.index': { paramsTuple?: []; params?: {} }
    'organisations.index': { paramsTuple?: []; params?: {} }
    'organisations.store': { paramsTuple?: []; params?: {} }
    'organisations.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'organisations.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'organisations.approve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'organisations.collection': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'organisation_managers.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'organisation_managers.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'manager': ParamValue} }
    'organisation_managers.send_link': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'manager': ParamValue} }
    'organisation_quotas.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'organisation_quotas.update': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'quota': ParamValue} }
    'organisation_portal.request_link': { paramsTuple?: []; params?: {} }
    'organisation_portal.send_link': { paramsTuple?: []; params?: {} }
    'organisation_portal.sign_in': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'organisation_portal.enter': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'organisation_portal.sign_out': { paramsTuple?: []; params?: {} }
    'organisation_portal.home': { paramsTuple?: []; params?: {} }
    'organisation_people.create': { paramsTuple: [ParamValue]; params: {'quota': ParamValue} }
    'organisation_people.store': { paramsTuple: [ParamValue]; params: {'quota': ParamValue} }
    'organisation_people.withdraw': { paramsTuple: [ParamValue]; params: {'person': ParamValue} }
    'organisation_people.substitute_form': { paramsTuple: [ParamValue]; params: {'person': ParamValue} }
    'organisation_people.substitute': { paramsTuple: [ParamValue]; params: {'person': ParamValue} }
    'organisation_people.invite': { paramsTuple: [ParamValue]; params: {'person': ParamValue} }
    'organisation_imports.create': { paramsTuple: [ParamValue]; params: {'quota': ParamValue} }
    'organisation_imports.template': { paramsTuple: [ParamValue]; params: {'quota': ParamValue} }
    'organisation_imports.store': { paramsTuple: [ParamValue]; params: {'quota': ParamValue} }
    'organisation_imports.show': { paramsTuple: [ParamValue]; params: {'import': ParamValue} }
    'organisation_portal.list': { paramsTuple?: []; params?: {} }
  }
  GET: {
    'locale.update': { paramsTuple: [ParamValue]; params: {'locale': ParamValue} }
    'health': { paramsTuple?: []; params?: {} }
    'second_factor.create': { paramsTuple?: []; params?: {} }
    'sso.redirect': { paramsTuple?: []; params?: {} }
    'sso.callback': { paramsTuple?: []; params?: {} }
    'account_totp.create': { paramsTuple?: []; params?: {} }
    'account.show': { paramsTuple?: []; params?: {} }
    'sign_in_settings.edit': { paramsTuple?: []; params?: {} }
    'audit.index': { paramsTuple?: []; params?: {} }
    'audit.export': { paramsTuple?: []; params?: {} }
    'permissions.index': { paramsTuple?: []; params?: {} }
    'permissions.create': { paramsTuple?: []; params?: {} }
    'permissions.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'massive_update.index': { paramsTuple?: []; params?: {} }
    'cache.index': { paramsTuple?: []; params?: {} }
    'blacklist.index': { paramsTuple?: []; params?: {} }
    'tournaments.index': { paramsTuple?: []; params?: {} }
    'tournaments.create': { paramsTuple?: []; params?: {} }
    'tournaments.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'default_players.index': { paramsTuple?: []; params?: {} }
    'default_players.create': { paramsTuple?: []; params?: {} }
    'default_players.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'person_data.index': { paramsTuple?: []; params?: {} }
    'staff_forms.index': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'staff_forms.tutors': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'staff_forms.show': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'staff_forms.create': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'staff_forms.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'form_files.preview': { paramsTuple?: []; params?: {} }
    'dashboard': { paramsTuple?: []; params?: {} }
    'staff_forms.gate': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'staff_forms.export_download': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'form_exports.index': { paramsTuple?: []; params?: {} }
    'form_exports.file': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'form_exports.download': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'player_teams.guest_links': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'imports.index': { paramsTuple?: []; params?: {} }
    'imports.create': { paramsTuple?: []; params?: {} }
    'imports.download': { paramsTuple?: []; params?: {} }
    'imports.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'imports_atp.index': { paramsTuple?: []; params?: {} }
    'imports_atp.create': { paramsTuple?: []; params?: {} }
    'imports_atp.download': { paramsTuple?: []; params?: {} }
    'imports_atp.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'restaurant_desk.index': { paramsTuple?: []; params?: {} }
    'restaurant_desk.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'restaurant_desk.photo': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'form': ParamValue} }
    'restaurants.index': { paramsTuple?: []; params?: {} }
    'restaurants.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'restaurant_logs.index': { paramsTuple?: []; params?: {} }
    'restaurant_logs.export': { paramsTuple?: []; params?: {} }
    'assign_restaurants.index': { paramsTuple?: []; params?: {} }
    'credit_grants.index': { paramsTuple?: []; params?: {} }
    'reset_credits.index': { paramsTuple?: []; params?: {} }
    'reset_credits.create': { paramsTuple?: []; params?: {} }
    'reset_credits.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'collectives.index': { paramsTuple?: []; params?: {} }
    'collectives.create': { paramsTuple?: []; params?: {} }
    'collectives.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'collectives.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'collectives.signature': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'collectives.print': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'systems.index': { paramsTuple?: []; params?: {} }
    'systems.pdfs': { paramsTuple?: []; params?: {} }
    'applicant_mails.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'applicants.status': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'applicants.changes.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'nonce': ParamValue} }
    'devices.index': { paramsTuple?: []; params?: {} }
    'devices.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'desk.show': { paramsTuple?: []; params?: {} }
    'desk.manifest': { paramsTuple?: []; params?: {} }
    'device_api.me': { paramsTuple?: []; params?: {} }
    'device_api.snapshot': { paramsTuple?: []; params?: {} }
    'device_api.delta': { paramsTuple?: []; params?: {} }
    'device_api.staff': { paramsTuple?: []; params?: {} }
    'device_api.photos': { paramsTuple?: []; params?: {} }
    'badge_templates.index': { paramsTuple?: []; params?: {} }
    'badge_templates.image': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'badge_templates.edit': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'badge_templates.credentials': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'print_stations.index': { paramsTuple?: []; params?: {} }
    'print_stations.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'print_stations.pdf': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'job': ParamValue} }
    'rosters.desks': { paramsTuple?: []; params?: {} }
    'rosters.desk': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.index': { paramsTuple?: []; params?: {} }
    'rosters.show': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.grid': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.person': { paramsTuple: [ParamValue,ParamValue]; params: {'tournament': ParamValue,'form': ParamValue} }
    'rosters.hours': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.export': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.print': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'partner_api.openapi': { paramsTuple?: []; params?: {} }
    'partner_api.credentials': { paramsTuple?: []; params?: {} }
    'partner_api.credential': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partner_api.photo': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partner_api.requests': { paramsTuple?: []; params?: {} }
    'partner_api.request': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.index': { paramsTuple?: []; params?: {} }
    'partners.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'wallets.apple': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'wallets.latest': { paramsTuple: [ParamValue,ParamValue]; params: {'passType': ParamValue,'serial': ParamValue} }
    'reports.index': { paramsTuple?: []; params?: {} }
    'reports.requests': { paramsTuple?: []; params?: {} }
    'reports.backlog': { paramsTuple?: []; params?: {} }
    'reports.decisions': { paramsTuple?: []; params?: {} }
    'reports.badges': { paramsTuple?: []; params?: {} }
    'reports.meals': { paramsTuple?: []; params?: {} }
    'reports.passages': { paramsTuple?: []; params?: {} }
    'reports.flags': { paramsTuple?: []; params?: {} }
    'reports.quotas': { paramsTuple?: []; params?: {} }
    'reports.rosters': { paramsTuple?: []; params?: {} }
    'door_check.index': { paramsTuple?: []; params?: {} }
    'door_check.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'door_check.photo': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'form': ParamValue} }
    'zones.index': { paramsTuple?: []; params?: {} }
    'zones.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'occupancy.index': { paramsTuple?: []; params?: {} }
    'occupancy.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'occupancy.export': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'occupancy.photo': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'form': ParamValue} }
    'event_stream': { paramsTuple?: []; params?: {} }
    'home': { paramsTuple?: []; params?: {} }
    'closed': { paramsTuple?: []; params?: {} }
    'player_closed': { paramsTuple?: []; params?: {} }
    'privacy.policy': { paramsTuple?: []; params?: {} }
    'privacy.accreditation': { paramsTuple?: []; params?: {} }
    'privacy.consent': { paramsTuple?: []; params?: {} }
    'forms.ballboy.show': { paramsTuple?: []; params?: {} }
    'forms.ballboy.thanks': { paramsTuple?: []; params?: {} }
    'forms.line.show': { paramsTuple?: []; params?: {} }
    'forms.line.thanks': { paramsTuple?: []; params?: {} }
    'forms.player.show': { paramsTuple?: []; params?: {} }
    'forms.player.thanks': { paramsTuple?: []; params?: {} }
    'forms.volunteer.show': { paramsTuple?: []; params?: {} }
    'forms.volunteer.thanks': { paramsTuple?: []; params?: {} }
    'forms.press.show': { paramsTuple?: []; params?: {} }
    'forms.press.thanks': { paramsTuple?: []; params?: {} }
    'forms.accreditation.show': { paramsTuple: [ParamValue]; params: {'kind': ParamValue} }
    'forms.accreditation.thanks': { paramsTuple: [ParamValue]; params: {'kind': ParamValue} }
    'forms.gvolunteer.show': { paramsTuple?: []; params?: {} }
    'forms.gvolunteer.thanks': { paramsTuple?: []; params?: {} }
    'forms.gaccreditation.show': { paramsTuple: [ParamValue]; params: {'kind': ParamValue} }
    'forms.gaccreditation.thanks': { paramsTuple: [ParamValue]; params: {'kind': ParamValue} }
    'forms.gpress.show': { paramsTuple?: []; params?: {} }
    'forms.gpress.thanks': { paramsTuple?: []; params?: {} }
    'forms.downloads': { paramsTuple: [ParamValue]; params: {'document': ParamValue} }
    'players.returning': { paramsTuple?: []; params?: {} }
    'forms.guest.show': { paramsTuple: [ParamValue]; params: {'player': ParamValue} }
    'forms.guest.thanks': { paramsTuple: [ParamValue]; params: {'player': ParamValue} }
    'session.create': { paramsTuple?: []; params?: {} }
    'password_reset.create': { paramsTuple?: []; params?: {} }
    'password_reset.edit': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'users.index': { paramsTuple?: []; params?: {} }
    'users.create': { paramsTuple?: []; params?: {} }
    'users.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'access_log.index': { paramsTuple?: []; params?: {} }
    'organisations.index': { paramsTuple?: []; params?: {} }
    'organisations.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'organisation_portal.request_link': { paramsTuple?: []; params?: {} }
    'organisation_portal.sign_in': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'organisation_portal.home': { paramsTuple?: []; params?: {} }
    'organisation_people.create': { paramsTuple: [ParamValue]; params: {'quota': ParamValue} }
    'organisation_people.substitute_form': { paramsTuple: [ParamValue]; params: {'person': ParamValue} }
    'organisation_imports.create': { paramsTuple: [ParamValue]; params: {'quota': ParamValue} }
    'organisation_imports.template': { paramsTuple: [ParamValue]; params: {'quota': ParamValue} }
    'organisation_imports.show': { paramsTuple: [ParamValue]; params: {'import': ParamValue} }
    'organisation_portal.list': { paramsTuple?: []; params?: {} }
  }
  HEAD: {
    'locale.update': { paramsTuple: [ParamValue]; params: {'locale': ParamValue} }
    'health': { paramsTuple?: []; params?: {} }
    'second_factor.create': { paramsTuple?: []; params?: {} }
    'sso.redirect': { paramsTuple?: []; params?: {} }
    'sso.callback': { paramsTuple?: []; params?: {} }
    'account_totp.create': { paramsTuple?: []; params?: {} }
    'account.show': { paramsTuple?: []; params?: {} }
    'sign_in_settings.edit': { paramsTuple?: []; params?: {} }
    'audit.index': { paramsTuple?: []; params?: {} }
    'audit.export': { paramsTuple?: []; params?: {} }
    'permissions.index': { paramsTuple?: []; params?: {} }
    'permissions.create': { paramsTuple?: []; params?: {} }
    'permissions.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'massive_update.index': { paramsTuple?: []; params?: {} }
    'cache.index': { paramsTuple?: []; params?: {} }
    'blacklist.index': { paramsTuple?: []; params?: {} }
    'tournaments.index': { paramsTuple?: []; params?: {} }
    'tournaments.create': { paramsTuple?: []; params?: {} }
    'tournaments.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'default_players.index': { paramsTuple?: []; params?: {} }
    'default_players.create': { paramsTuple?: []; params?: {} }
    'default_players.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'person_data.index': { paramsTuple?: []; params?: {} }
    'staff_forms.index': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'staff_forms.tutors': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'staff_forms.show': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'staff_forms.create': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'staff_forms.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'form_files.preview': { paramsTuple?: []; params?: {} }
    'dashboard': { paramsTuple?: []; params?: {} }
    'staff_forms.gate': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'staff_forms.export_download': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'form_exports.index': { paramsTuple?: []; params?: {} }
    'form_exports.file': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'form_exports.download': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'player_teams.guest_links': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'imports.index': { paramsTuple?: []; params?: {} }
    'imports.create': { paramsTuple?: []; params?: {} }
    'imports.download': { paramsTuple?: []; params?: {} }
    'imports.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'imports_atp.index': { paramsTuple?: []; params?: {} }
    'imports_atp.create': { paramsTuple?: []; params?: {} }
    'imports_atp.download': { paramsTuple?: []; params?: {} }
    'imports_atp.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'restaurant_desk.index': { paramsTuple?: []; params?: {} }
    'restaurant_desk.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'restaurant_desk.photo': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'form': ParamValue} }
    'restaurants.index': { paramsTuple?: []; params?: {} }
    'restaurants.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'restaurant_logs.index': { paramsTuple?: []; params?: {} }
    'restaurant_logs.export': { paramsTuple?: []; params?: {} }
    'assign_restaurants.index': { paramsTuple?: []; params?: {} }
    'credit_grants.index': { paramsTuple?: []; params?: {} }
    'reset_credits.index': { paramsTuple?: []; params?: {} }
    'reset_credits.create': { paramsTuple?: []; params?: {} }
    'reset_credits.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'collectives.index': { paramsTuple?: []; params?: {} }
    'collectives.create': { paramsTuple?: []; params?: {} }
    'collectives.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'collectives.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'collectives.signature': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'collectives.print': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'systems.index': { paramsTuple?: []; params?: {} }
    'systems.pdfs': { paramsTuple?: []; params?: {} }
    'applicant_mails.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'applicants.status': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'applicants.changes.edit': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'nonce': ParamValue} }
    'devices.index': { paramsTuple?: []; params?: {} }
    'devices.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'desk.show': { paramsTuple?: []; params?: {} }
    'desk.manifest': { paramsTuple?: []; params?: {} }
    'device_api.me': { paramsTuple?: []; params?: {} }
    'device_api.snapshot': { paramsTuple?: []; params?: {} }
    'device_api.delta': { paramsTuple?: []; params?: {} }
    'device_api.staff': { paramsTuple?: []; params?: {} }
    'device_api.photos': { paramsTuple?: []; params?: {} }
    'badge_templates.index': { paramsTuple?: []; params?: {} }
    'badge_templates.image': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'badge_templates.edit': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'badge_templates.credentials': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'print_stations.index': { paramsTuple?: []; params?: {} }
    'print_stations.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'print_stations.pdf': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'job': ParamValue} }
    'rosters.desks': { paramsTuple?: []; params?: {} }
    'rosters.desk': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.index': { paramsTuple?: []; params?: {} }
    'rosters.show': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.grid': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.person': { paramsTuple: [ParamValue,ParamValue]; params: {'tournament': ParamValue,'form': ParamValue} }
    'rosters.hours': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.export': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.print': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'partner_api.openapi': { paramsTuple?: []; params?: {} }
    'partner_api.credentials': { paramsTuple?: []; params?: {} }
    'partner_api.credential': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partner_api.photo': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partner_api.requests': { paramsTuple?: []; params?: {} }
    'partner_api.request': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.index': { paramsTuple?: []; params?: {} }
    'partners.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'wallets.apple': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'wallets.latest': { paramsTuple: [ParamValue,ParamValue]; params: {'passType': ParamValue,'serial': ParamValue} }
    'reports.index': { paramsTuple?: []; params?: {} }
    'reports.requests': { paramsTuple?: []; params?: {} }
    'reports.backlog': { paramsTuple?: []; params?: {} }
    'reports.decisions': { paramsTuple?: []; params?: {} }
    'reports.badges': { paramsTuple?: []; params?: {} }
    'reports.meals': { paramsTuple?: []; params?: {} }
    'reports.passages': { paramsTuple?: []; params?: {} }
    'reports.flags': { paramsTuple?: []; params?: {} }
    'reports.quotas': { paramsTuple?: []; params?: {} }
    'reports.rosters': { paramsTuple?: []; params?: {} }
    'door_check.index': { paramsTuple?: []; params?: {} }
    'door_check.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'door_check.photo': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'form': ParamValue} }
    'zones.index': { paramsTuple?: []; params?: {} }
    'zones.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'occupancy.index': { paramsTuple?: []; params?: {} }
    'occupancy.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'occupancy.export': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'occupancy.photo': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'form': ParamValue} }
    'event_stream': { paramsTuple?: []; params?: {} }
    'home': { paramsTuple?: []; params?: {} }
    'closed': { paramsTuple?: []; params?: {} }
    'player_closed': { paramsTuple?: []; params?: {} }
    'privacy.policy': { paramsTuple?: []; params?: {} }
    'privacy.accreditation': { paramsTuple?: []; params?: {} }
    'privacy.consent': { paramsTuple?: []; params?: {} }
    'forms.ballboy.show': { paramsTuple?: []; params?: {} }
    'forms.ballboy.thanks': { paramsTuple?: []; params?: {} }
    'forms.line.show': { paramsTuple?: []; params?: {} }
    'forms.line.thanks': { paramsTuple?: []; params?: {} }
    'forms.player.show': { paramsTuple?: []; params?: {} }
    'forms.player.thanks': { paramsTuple?: []; params?: {} }
    'forms.volunteer.show': { paramsTuple?: []; params?: {} }
    'forms.volunteer.thanks': { paramsTuple?: []; params?: {} }
    'forms.press.show': { paramsTuple?: []; params?: {} }
    'forms.press.thanks': { paramsTuple?: []; params?: {} }
    'forms.accreditation.show': { paramsTuple: [ParamValue]; params: {'kind': ParamValue} }
    'forms.accreditation.thanks': { paramsTuple: [ParamValue]; params: {'kind': ParamValue} }
    'forms.gvolunteer.show': { paramsTuple?: []; params?: {} }
    'forms.gvolunteer.thanks': { paramsTuple?: []; params?: {} }
    'forms.gaccreditation.show': { paramsTuple: [ParamValue]; params: {'kind': ParamValue} }
    'forms.gaccreditation.thanks': { paramsTuple: [ParamValue]; params: {'kind': ParamValue} }
    'forms.gpress.show': { paramsTuple?: []; params?: {} }
    'forms.gpress.thanks': { paramsTuple?: []; params?: {} }
    'forms.downloads': { paramsTuple: [ParamValue]; params: {'document': ParamValue} }
    'players.returning': { paramsTuple?: []; params?: {} }
    'forms.guest.show': { paramsTuple: [ParamValue]; params: {'player': ParamValue} }
    'forms.guest.thanks': { paramsTuple: [ParamValue]; params: {'player': ParamValue} }
    'session.create': { paramsTuple?: []; params?: {} }
    'password_reset.create': { paramsTuple?: []; params?: {} }
    'password_reset.edit': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'users.index': { paramsTuple?: []; params?: {} }
    'users.create': { paramsTuple?: []; params?: {} }
    'users.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'access_log.index': { paramsTuple?: []; params?: {} }
    'organisations.index': { paramsTuple?: []; params?: {} }
    'organisations.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'organisation_portal.request_link': { paramsTuple?: []; params?: {} }
    'organisation_portal.sign_in': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'organisation_portal.home': { paramsTuple?: []; params?: {} }
    'organisation_people.create': { paramsTuple: [ParamValue]; params: {'quota': ParamValue} }
    'organisation_people.substitute_form': { paramsTuple: [ParamValue]; params: {'person': ParamValue} }
    'organisation_imports.create': { paramsTuple: [ParamValue]; params: {'quota': ParamValue} }
    'organisation_imports.template': { paramsTuple: [ParamValue]; params: {'quota': ParamValue} }
    'organisation_imports.show': { paramsTuple: [ParamValue]; params: {'import': ParamValue} }
    'organisation_portal.list': { paramsTuple?: []; params?: {} }
  }
  POST: {
    'second_factor.store': { paramsTuple?: []; params?: {} }
    'second_factor.passkey_options': { paramsTuple?: []; params?: {} }
    'second_factor.passkey': { paramsTuple?: []; params?: {} }
    'account_totp.store': { paramsTuple?: []; params?: {} }
    'account_passkeys.options': { paramsTuple?: []; params?: {} }
    'account_passkeys.store': { paramsTuple?: []; params?: {} }
    'account.renew_recovery_codes': { paramsTuple?: []; params?: {} }
    'account.remove_second_factor': { paramsTuple?: []; params?: {} }
    'account.sign_out_everywhere': { paramsTuple?: []; params?: {} }
    'account.sign_out_elsewhere': { paramsTuple?: []; params?: {} }
    'users.reset_second_factor': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_sessions.end_all': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'permissions.store': { paramsTuple?: []; params?: {} }
    'massive_update.by_category': { paramsTuple?: []; params?: {} }
    'massive_update.by_permission': { paramsTuple?: []; params?: {} }
    'cache.clear': { paramsTuple?: []; params?: {} }
    'blacklist.store': { paramsTuple?: []; params?: {} }
    'tournaments.store': { paramsTuple?: []; params?: {} }
    'default_players.store': { paramsTuple?: []; params?: {} }
    'person_data.search': { paramsTuple?: []; params?: {} }
    'person_data.export': { paramsTuple?: []; params?: {} }
    'person_data.erase': { paramsTuple?: []; params?: {} }
    'staff_forms.store': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'staff_forms.change_state': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'staff_forms.bulk_change_state': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'systems.gates': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'action': ParamValue} }
    'staff_forms.export': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'player_teams.assign': { paramsTuple: [ParamValue]; params: {'type': ParamValue} }
    'player_teams.store_guest': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'imports.store': { paramsTuple?: []; params?: {} }
    'imports_atp.store': { paramsTuple?: []; params?: {} }
    'restaurant_desk.validate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'restaurant_desk.charge': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'assign_restaurants.store': { paramsTuple?: []; params?: {} }
    'credit_grants.store': { paramsTuple?: []; params?: {} }
    'reset_credits.store': { paramsTuple?: []; params?: {} }
    'reset_credits.apply': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'collectives.store': { paramsTuple?: []; params?: {} }
    'collectives.validate_code': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'collectives.validate_form': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'form': ParamValue} }
    'collectives.sign': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'systems.state': { paramsTuple?: []; params?: {} }
    'systems.print': { paramsTuple?: []; params?: {} }
    'systems.replace_card': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'systems.scan': { paramsTuple?: []; params?: {} }
    'systems.rfid': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'applicants.change_requests.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'applicants.changes.update': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'nonce': ParamValue} }
    'devices.store': { paramsTuple?: []; params?: {} }
    'devices.pairing': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'devices.revoke': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'devices.pin': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'devices.tournament_pin': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'device_api.pair': { paramsTuple?: []; params?: {} }
    'device_api.staff_sign_in': { paramsTuple?: []; params?: {} }
    'device_api.actions': { paramsTuple?: []; params?: {} }
    'device_api.collection.lookup': { paramsTuple?: []; params?: {} }
    'device_api.collection.save': { paramsTuple?: []; params?: {} }
    'device_api.collection.sign': { paramsTuple?: []; params?: {} }
    'device_api.scan': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'review.duplicates.not_same': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'review.photos.overrule': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'badge_templates.save': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'badge_templates.preview': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'badge_templates.upload': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'print_stations.store': { paramsTuple?: []; params?: {} }
    'print_stations.claim': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'print_stations.confirm': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'job': ParamValue} }
    'print_stations.fail': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'job': ParamValue} }
    'print_stations.send': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'print_stations.send_list': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'type': ParamValue} }
    'print_stations.send_organisation': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'organisation': ParamValue} }
    'rosters.desk.scan': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.positions.store': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.shifts.store': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.solve': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.adjust': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'rosters.publish': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'partner_api.organisation_requests': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partner_api.scans': { paramsTuple?: []; params?: {} }
    'partners.store': { paramsTuple?: []; params?: {} }
    'partners.revoke': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.store_token': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.store_webhook': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.revoke_token': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.rotate_webhook': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.enable_webhook': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'partners.resend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'door_check.scan': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'zones.store': { paramsTuple?: []; params?: {} }
    'zones.preview': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'doors.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'subscribe': { paramsTuple?: []; params?: {} }
    'unsubscribe': { paramsTuple?: []; params?: {} }
    'forms.ballboy.store': { paramsTuple?: []; params?: {} }
    'forms.line.store': { paramsTuple?: []; params?: {} }
    'forms.player.store': { paramsTuple?: []; params?: {} }
    'forms.volunteer.store': { paramsTuple?: []; params?: {} }
    'forms.press.store': { paramsTuple?: []; params?: {} }
    'forms.accreditation.store': { paramsTuple: [ParamValue]; params: {'kind': ParamValue} }
    'forms.gvolunteer.store': { paramsTuple?: []; params?: {} }
    'forms.gaccreditation.store': { paramsTuple: [ParamValue]; params: {'kind': ParamValue} }
    'forms.gpress.store': { paramsTuple?: []; params?: {} }
    'players.returning.search': { paramsTuple?: []; params?: {} }
    'forms.guest.store': { paramsTuple: [ParamValue]; params: {'player': ParamValue} }
    'session.store': { paramsTuple?: []; params?: {} }
    'password_reset.store': { paramsTuple?: []; params?: {} }
    'password_reset.update': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'session.destroy': { paramsTuple?: []; params?: {} }
    'users.store': { paramsTuple?: []; params?: {} }
    'organisations.store': { paramsTuple?: []; params?: {} }
    'organisations.approve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'organisations.collection': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'organisation_managers.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'organisation_managers.send_link': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'manager': ParamValue} }
    'organisation_quotas.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'organisation_portal.send_link': { paramsTuple?: []; params?: {} }
    'organisation_portal.enter': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'organisation_portal.sign_out': { paramsTuple?: []; params?: {} }
    'organisation_people.store': { paramsTuple: [ParamValue]; params: {'quota': ParamValue} }
    'organisation_people.withdraw': { paramsTuple: [ParamValue]; params: {'person': ParamValue} }
    'organisation_people.substitute': { paramsTuple: [ParamValue]; params: {'person': ParamValue} }
    'organisation_people.invite': { paramsTuple: [ParamValue]; params: {'person': ParamValue} }
    'organisation_imports.store': { paramsTuple: [ParamValue]; params: {'quota': ParamValue} }
  }
  PUT: {
    'account.update_password': { paramsTuple?: []; params?: {} }
    'sign_in_settings.update': { paramsTuple?: []; params?: {} }
    'permissions.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'tournaments.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'default_players.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'staff_forms.update': { paramsTuple: [ParamValue,ParamValue]; params: {'type': ParamValue,'id': ParamValue} }
    'restaurant_desk.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'restaurants.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'reset_credits.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'collectives.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'applicant_mails.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'rosters.settings.update': { paramsTuple: [ParamValue]; params: {'tournament': ParamValue} }
    'zones.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'doors.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'users.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'organisations.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'organisation_quotas.update': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'quota': ParamValue} }
  }
  DELETE: {
    'account.end_session': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'account.forget_device': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'account_passkeys.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'user_sessions.end': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'session': ParamValue} }
    'user_sessions.forget': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'device': ParamValue} }
    'blacklist.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'default_players.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'reset_credits.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'collectives.remove_card': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'form': ParamValue} }
    'badge_templates.remove_image': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'rosters.positions.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'tournament': ParamValue,'position': ParamValue} }
    'rosters.shifts.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'tournament': ParamValue,'shift': ParamValue} }
    'zones.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'doors.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'organisation_managers.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'manager': ParamValue} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}