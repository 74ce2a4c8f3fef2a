/*
|--------------------------------------------------------------------------
| Badge renderer threads
|--------------------------------------------------------------------------
| The web process starts a badge renderer thread once ready, so the first
| preview or station card does not wait for it (decision 0285). Elsewhere
| (tests, ace commands) one starts on first use.
*/

import app from '@adonisjs/core/services/app'
import { startBadgeRenderers } from '#services/badges/badge_renderers'

app.ready(() => startBadgeRenderers())
