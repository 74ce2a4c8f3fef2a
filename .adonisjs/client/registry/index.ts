/* eslint-disable prettier/prettier */
import type { AdonisEndpoint } from '@tuyau/core/types'
import type { Registry } from './schema.d.ts'
import type { ApiDefinition } from './tree.d.ts'

const placeholder: any = {}

const routes = {
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
  'massive_update.index': {
    methods: ["GET","HEAD"],
    pattern: '/merchant/massive-update',
    tokens: [{"old":"/merchant/massive-update","type":0,"val":"merchant","end":""},{"old":"/merchant/massive-update","type":0,"val":"massive-update","end":""}],
    types: placeholder as Registry['massive_update.index']['types'],
  },
  'massive_update.by_category': {
    methods: ["POST"],
    pattern: '/merchant/bycategory',
    tokens: [{"old":"/merchant/bycategory","type":0,"val":"merchant","end":""},{"old":"/merchant/bycategory","type":0,"val":"bycategory","end":""}],
    types: placeholder as Registry['massive_update.by_category']['types'],
  },
  'massive_update.by_permission': {
    methods: ["POST"],
    pattern: '/merchant/bypermission',
    tokens: [{"old":"/merchant/bypermission","type":0,"val":"merchant","end":""},{"old":"/merchant/bypermission","type":0,"val":"bypermission","end":""}],
    types: placeholder as Registry['massive_update.by_permission']['types'],
  },
  'cache.index': {
    methods: ["GET","HEAD"],
    pattern: '/merchant/clear-cache',
    tokens: [{"old":"/merchant/clear-cache","type":0,"val":"merchant","end":""},{"old":"/merchant/clear-cache","type":0,"val":"clear-cache","end":""}],
    types: placeholder as Registry['cache.index']['types'],
  },
  'cache.clear': {
    methods: ["POST"],
    pattern: '/merchant/clearCache',
    tokens: [{"old":"/merchant/clearCache","type":0,"val":"merchant","end":""},{"old":"/merchant/clearCache","type":0,"val":"clearCache","end":""}],
    types: placeholder as Registry['cache.clear']['types'],
  },
  'blacklist.index': {
    methods: ["GET","HEAD"],
    pattern: '/merchant/blacklist',
    tokens: [{"old":"/merchant/blacklist","type":0,"val":"merchant","end":""},{"old":"/merchant/blacklist","type":0,"val":"blacklist","end":""}],
    types: placeholder as Registry['blacklist.index']['types'],
  },
  'blacklist.store': {
    methods: ["POST"],
    pattern: '/merchant/blacklist',
    tokens: [{"old":"/merchant/blacklist","type":0,"val":"merchant","end":""},{"old":"/merchant/blacklist","type":0,"val":"blacklist","end":""}],
    types: placeholder as Registry['blacklist.store']['types'],
  },
  'blacklist.destroy': {
    methods: ["DELETE"],
    pattern: '/merchant/blacklist/:id',
    tokens: [{"old":"/merchant/blacklist/:id","type":0,"val":"merchant","end":""},{"old":"/merchant/blacklist/:id","type":0,"val":"blacklist","end":""},{"old":"/merchant/blacklist/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['blacklist.destroy']['types'],
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
  'staff_forms.index': {
    methods: ["GET","HEAD"],
    pattern: '/merchant/mform/:type',
    tokens: [{"old":"/merchant/mform/:type","type":0,"val":"merchant","end":""},{"old":"/merchant/mform/:type","type":0,"val":"mform","end":""},{"old":"/merchant/mform/:type","type":1,"val":"type","end":""}],
    types: placeholder as Registry['staff_forms.index']['types'],
  },
  'staff_forms.tutors': {
    methods: ["GET","HEAD"],
    pattern: '/merchant/mform/:type/tutors',
    tokens: [{"old":"/merchant/mform/:type/tutors","type":0,"val":"merchant","end":""},{"old":"/merchant/mform/:type/tutors","type":0,"val":"mform","end":""},{"old":"/merchant/mform/:type/tutors","type":1,"val":"type","end":""},{"old":"/merchant/mform/:type/tutors","type":0,"val":"tutors","end":""}],
    types: placeholder as Registry['staff_forms.tutors']['types'],
  },
  'staff_forms.show': {
    methods: ["GET","HEAD"],
    pattern: '/merchant/mform/:type/:id',
    tokens: [{"old":"/merchant/mform/:type/:id","type":0,"val":"merchant","end":""},{"old":"/merchant/mform/:type/:id","type":0,"val":"mform","end":""},{"old":"/merchant/mform/:type/:id","type":1,"val":"type","end":""},{"old":"/merchant/mform/:type/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['staff_forms.show']['types'],
  },
  'staff_forms.create': {
    methods: ["GET","HEAD"],
    pattern: '/merchant/mform/:type/create',
    tokens: [{"old":"/merchant/mform/:type/create","type":0,"val":"merchant","end":""},{"old":"/merchant/mform/:type/create","type":0,"val":"mform","end":""},{"old":"/merchant/mform/:type/create","type":1,"val":"type","end":""},{"old":"/merchant/mform/:type/create","type":0,"val":"create","end":""}],
    types: placeholder as Registry['staff_forms.create']['types'],
  },
  'staff_forms.store': {
    methods: ["POST"],
    pattern: '/merchant/mform/:type',
    tokens: [{"old":"/merchant/mform/:type","type":0,"val":"merchant","end":""},{"old":"/merchant/mform/:type","type":0,"val":"mform","end":""},{"old":"/merchant/mform/:type","type":1,"val":"type","end":""}],
    types: placeholder as Registry['staff_forms.store']['types'],
  },
  'staff_forms.edit': {
    methods: ["GET","HEAD"],
    pattern: '/merchant/mform/:type/:id/edit',
    tokens: [{"old":"/merchant/mform/:type/:id/edit","type":0,"val":"merchant","end":""},{"old":"/merchant/mform/:type/:id/edit","type":0,"val":"mform","end":""},{"old":"/merchant/mform/:type/:id/edit","type":1,"val":"type","end":""},{"old":"/merchant/mform/:type/:id/edit","type":1,"val":"id","end":""},{"old":"/merchant/mform/:type/:id/edit","type":0,"val":"edit","end":""}],
    types: placeholder as Registry['staff_forms.edit']['types'],
  },
  'staff_forms.update': {
    methods: ["PUT"],
    pattern: '/merchant/mform/:type/:id',
    tokens: [{"old":"/merchant/mform/:type/:id","type":0,"val":"merchant","end":""},{"old":"/merchant/mform/:type/:id","type":0,"val":"mform","end":""},{"old":"/merchant/mform/:type/:id","type":1,"val":"type","end":""},{"old":"/merchant/mform/:type/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['staff_forms.update']['types'],
  },
  'staff_forms.change_state': {
    methods: ["POST"],
    pattern: '/merchant/mform/:type/changestate/:id',
    tokens: [{"old":"/merchant/mform/:type/changestate/:id","type":0,"val":"merchant","end":""},{"old":"/merchant/mform/:type/changestate/:id","type":0,"val":"mform","end":""},{"old":"/merchant/mform/:type/changestate/:id","type":1,"val":"type","end":""},{"old":"/merchant/mform/:type/changestate/:id","type":0,"val":"changestate","end":""},{"old":"/merchant/mform/:type/changestate/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['staff_forms.change_state']['types'],
  },
  'staff_forms.bulk_change_state': {
    methods: ["POST"],
    pattern: '/merchant/mform/:type/changestate',
    tokens: [{"old":"/merchant/mform/:type/changestate","type":0,"val":"merchant","end":""},{"old":"/merchant/mform/:type/changestate","type":0,"val":"mform","end":""},{"old":"/merchant/mform/:type/changestate","type":1,"val":"type","end":""},{"old":"/merchant/mform/:type/changestate","type":0,"val":"changestate","end":""}],
    types: placeholder as Registry['staff_forms.bulk_change_state']['types'],
  },
  'form_files.preview': {
    methods: ["GET","HEAD"],
    pattern: '/merchant/preview',
    tokens: [{"old":"/merchant/preview","type":0,"val":"merchant","end":""},{"old":"/merchant/preview","type":0,"val":"preview","end":""}],
    types: placeholder as Registry['form_files.preview']['types'],
  },
  'staff_forms.export': {
    methods: ["POST"],
    pattern: '/merchant/mform/:type/export',
    tokens: [{"old":"/merchant/mform/:type/export","type":0,"val":"merchant","end":""},{"old":"/merchant/mform/:type/export","type":0,"val":"mform","end":""},{"old":"/merchant/mform/:type/export","type":1,"val":"type","end":""},{"old":"/merchant/mform/:type/export","type":0,"val":"export","end":""}],
    types: placeholder as Registry['staff_forms.export']['types'],
  },
  'staff_forms.export_download': {
    methods: ["GET","HEAD"],
    pattern: '/merchant/mform/:type/export',
    tokens: [{"old":"/merchant/mform/:type/export","type":0,"val":"merchant","end":""},{"old":"/merchant/mform/:type/export","type":0,"val":"mform","end":""},{"old":"/merchant/mform/:type/export","type":1,"val":"type","end":""},{"old":"/merchant/mform/:type/export","type":0,"val":"export","end":""}],
    types: placeholder as Registry['staff_forms.export_download']['types'],
  },
  'form_exports.download': {
    methods: ["GET","HEAD"],
    pattern: '/merchant/exports/:file',
    tokens: [{"old":"/merchant/exports/:file","type":0,"val":"merchant","end":""},{"old":"/merchant/exports/:file","type":0,"val":"exports","end":""},{"old":"/merchant/exports/:file","type":1,"val":"file","end":""}],
    types: placeholder as Registry['form_exports.download']['types'],
  },
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
  'forms.ballboy.show': {
    methods: ["GET","HEAD"],
    pattern: '/forms/recogepelotas',
    tokens: [{"old":"/forms/recogepelotas","type":0,"val":"forms","end":""},{"old":"/forms/recogepelotas","type":0,"val":"recogepelotas","end":""}],
    types: placeholder as Registry['forms.ballboy.show']['types'],
  },
  'forms.ballboy.store': {
    methods: ["POST"],
    pattern: '/forms/recogepelotas',
    tokens: [{"old":"/forms/recogepelotas","type":0,"val":"forms","end":""},{"old":"/forms/recogepelotas","type":0,"val":"recogepelotas","end":""}],
    types: placeholder as Registry['forms.ballboy.store']['types'],
  },
  'forms.ballboy.thanks': {
    methods: ["GET","HEAD"],
    pattern: '/forms/recogepelotas/gracias',
    tokens: [{"old":"/forms/recogepelotas/gracias","type":0,"val":"forms","end":""},{"old":"/forms/recogepelotas/gracias","type":0,"val":"recogepelotas","end":""},{"old":"/forms/recogepelotas/gracias","type":0,"val":"gracias","end":""}],
    types: placeholder as Registry['forms.ballboy.thanks']['types'],
  },
  'forms.line.show': {
    methods: ["GET","HEAD"],
    pattern: '/forms/lineas',
    tokens: [{"old":"/forms/lineas","type":0,"val":"forms","end":""},{"old":"/forms/lineas","type":0,"val":"lineas","end":""}],
    types: placeholder as Registry['forms.line.show']['types'],
  },
  'forms.line.store': {
    methods: ["POST"],
    pattern: '/forms/lineas',
    tokens: [{"old":"/forms/lineas","type":0,"val":"forms","end":""},{"old":"/forms/lineas","type":0,"val":"lineas","end":""}],
    types: placeholder as Registry['forms.line.store']['types'],
  },
  'forms.line.thanks': {
    methods: ["GET","HEAD"],
    pattern: '/forms/lineas/gracias',
    tokens: [{"old":"/forms/lineas/gracias","type":0,"val":"forms","end":""},{"old":"/forms/lineas/gracias","type":0,"val":"lineas","end":""},{"old":"/forms/lineas/gracias","type":0,"val":"gracias","end":""}],
    types: placeholder as Registry['forms.line.thanks']['types'],
  },
  'forms.volunteer.show': {
    methods: ["GET","HEAD"],
    pattern: '/forms/voluntarios',
    tokens: [{"old":"/forms/voluntarios","type":0,"val":"forms","end":""},{"old":"/forms/voluntarios","type":0,"val":"voluntarios","end":""}],
    types: placeholder as Registry['forms.volunteer.show']['types'],
  },
  'forms.volunteer.store': {
    methods: ["POST"],
    pattern: '/forms/voluntarios',
    tokens: [{"old":"/forms/voluntarios","type":0,"val":"forms","end":""},{"old":"/forms/voluntarios","type":0,"val":"voluntarios","end":""}],
    types: placeholder as Registry['forms.volunteer.store']['types'],
  },
  'forms.volunteer.thanks': {
    methods: ["GET","HEAD"],
    pattern: '/forms/voluntarios/gracias',
    tokens: [{"old":"/forms/voluntarios/gracias","type":0,"val":"forms","end":""},{"old":"/forms/voluntarios/gracias","type":0,"val":"voluntarios","end":""},{"old":"/forms/voluntarios/gracias","type":0,"val":"gracias","end":""}],
    types: placeholder as Registry['forms.volunteer.thanks']['types'],
  },
  'forms.press.show': {
    methods: ["GET","HEAD"],
    pattern: '/forms/prensa',
    tokens: [{"old":"/forms/prensa","type":0,"val":"forms","end":""},{"old":"/forms/prensa","type":0,"val":"prensa","end":""}],
    types: placeholder as Registry['forms.press.show']['types'],
  },
  'forms.press.store': {
    methods: ["POST"],
    pattern: '/forms/prensa',
    tokens: [{"old":"/forms/prensa","type":0,"val":"forms","end":""},{"old":"/forms/prensa","type":0,"val":"prensa","end":""}],
    types: placeholder as Registry['forms.press.store']['types'],
  },
  'forms.press.thanks': {
    methods: ["GET","HEAD"],
    pattern: '/forms/prensa/gracias',
    tokens: [{"old":"/forms/prensa/gracias","type":0,"val":"forms","end":""},{"old":"/forms/prensa/gracias","type":0,"val":"prensa","end":""},{"old":"/forms/prensa/gracias","type":0,"val":"gracias","end":""}],
    types: placeholder as Registry['forms.press.thanks']['types'],
  },
  'forms.accreditation.show': {
    methods: ["GET","HEAD"],
    pattern: '/forms/:kind/acreditaciones',
    tokens: [{"old":"/forms/:kind/acreditaciones","type":0,"val":"forms","end":""},{"old":"/forms/:kind/acreditaciones","type":1,"val":"kind","end":""},{"old":"/forms/:kind/acreditaciones","type":0,"val":"acreditaciones","end":""}],
    types: placeholder as Registry['forms.accreditation.show']['types'],
  },
  'forms.accreditation.store': {
    methods: ["POST"],
    pattern: '/forms/:kind/acreditaciones',
    tokens: [{"old":"/forms/:kind/acreditaciones","type":0,"val":"forms","end":""},{"old":"/forms/:kind/acreditaciones","type":1,"val":"kind","end":""},{"old":"/forms/:kind/acreditaciones","type":0,"val":"acreditaciones","end":""}],
    types: placeholder as Registry['forms.accreditation.store']['types'],
  },
  'forms.accreditation.thanks': {
    methods: ["GET","HEAD"],
    pattern: '/forms/:kind/acreditaciones/gracias',
    tokens: [{"old":"/forms/:kind/acreditaciones/gracias","type":0,"val":"forms","end":""},{"old":"/forms/:kind/acreditaciones/gracias","type":1,"val":"kind","end":""},{"old":"/forms/:kind/acreditaciones/gracias","type":0,"val":"acreditaciones","end":""},{"old":"/forms/:kind/acreditaciones/gracias","type":0,"val":"gracias","end":""}],
    types: placeholder as Registry['forms.accreditation.thanks']['types'],
  },
  'forms.gvolunteer.show': {
    methods: ["GET","HEAD"],
    pattern: '/golf/voluntarios',
    tokens: [{"old":"/golf/voluntarios","type":0,"val":"golf","end":""},{"old":"/golf/voluntarios","type":0,"val":"voluntarios","end":""}],
    types: placeholder as Registry['forms.gvolunteer.show']['types'],
  },
  'forms.gvolunteer.store': {
    methods: ["POST"],
    pattern: '/golf/voluntarios',
    tokens: [{"old":"/golf/voluntarios","type":0,"val":"golf","end":""},{"old":"/golf/voluntarios","type":0,"val":"voluntarios","end":""}],
    types: placeholder as Registry['forms.gvolunteer.store']['types'],
  },
  'forms.gvolunteer.thanks': {
    methods: ["GET","HEAD"],
    pattern: '/golf/voluntarios/gracias',
    tokens: [{"old":"/golf/voluntarios/gracias","type":0,"val":"golf","end":""},{"old":"/golf/voluntarios/gracias","type":0,"val":"voluntarios","end":""},{"old":"/golf/voluntarios/gracias","type":0,"val":"gracias","end":""}],
    types: placeholder as Registry['forms.gvolunteer.thanks']['types'],
  },
  'forms.gaccreditation.show': {
    methods: ["GET","HEAD"],
    pattern: '/golf/:kind/acreditaciones',
    tokens: [{"old":"/golf/:kind/acreditaciones","type":0,"val":"golf","end":""},{"old":"/golf/:kind/acreditaciones","type":1,"val":"kind","end":""},{"old":"/golf/:kind/acreditaciones","type":0,"val":"acreditaciones","end":""}],
    types: placeholder as Registry['forms.gaccreditation.show']['types'],
  },
  'forms.gaccreditation.store': {
    methods: ["POST"],
    pattern: '/golf/:kind/acreditaciones',
    tokens: [{"old":"/golf/:kind/acreditaciones","type":0,"val":"golf","end":""},{"old":"/golf/:kind/acreditaciones","type":1,"val":"kind","end":""},{"old":"/golf/:kind/acreditaciones","type":0,"val":"acreditaciones","end":""}],
    types: placeholder as Registry['forms.gaccreditation.store']['types'],
  },
  'forms.gaccreditation.thanks': {
    methods: ["GET","HEAD"],
    pattern: '/golf/:kind/acreditaciones/gracias',
    tokens: [{"old":"/golf/:kind/acreditaciones/gracias","type":0,"val":"golf","end":""},{"old":"/golf/:kind/acreditaciones/gracias","type":1,"val":"kind","end":""},{"old":"/golf/:kind/acreditaciones/gracias","type":0,"val":"acreditaciones","end":""},{"old":"/golf/:kind/acreditaciones/gracias","type":0,"val":"gracias","end":""}],
    types: placeholder as Registry['forms.gaccreditation.thanks']['types'],
  },
  'forms.gpress.show': {
    methods: ["GET","HEAD"],
    pattern: '/golf/prensa',
    tokens: [{"old":"/golf/prensa","type":0,"val":"golf","end":""},{"old":"/golf/prensa","type":0,"val":"prensa","end":""}],
    types: placeholder as Registry['forms.gpress.show']['types'],
  },
  'forms.gpress.store': {
    methods: ["POST"],
    pattern: '/golf/prensa',
    tokens: [{"old":"/golf/prensa","type":0,"val":"golf","end":""},{"old":"/golf/prensa","type":0,"val":"prensa","end":""}],
    types: placeholder as Registry['forms.gpress.store']['types'],
  },
  'forms.gpress.thanks': {
    methods: ["GET","HEAD"],
    pattern: '/golf/prensa/gracias',
    tokens: [{"old":"/golf/prensa/gracias","type":0,"val":"golf","end":""},{"old":"/golf/prensa/gracias","type":0,"val":"prensa","end":""},{"old":"/golf/prensa/gracias","type":0,"val":"gracias","end":""}],
    types: placeholder as Registry['forms.gpress.thanks']['types'],
  },
  'forms.downloads': {
    methods: ["GET","HEAD"],
    pattern: '/forms/downloads/:document',
    tokens: [{"old":"/forms/downloads/:document","type":0,"val":"forms","end":""},{"old":"/forms/downloads/:document","type":0,"val":"downloads","end":""},{"old":"/forms/downloads/:document","type":1,"val":"document","end":""}],
    types: placeholder as Registry['forms.downloads']['types'],
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
