/*
|--------------------------------------------------------------------------
| Routes
|--------------------------------------------------------------------------
| Public pages need no login; everything under /merchant except login and
| password reset requires a staff session (checked here, on the server).
*/

import './route_params.js'
import './routes/public.js'
import './routes/platform.js'
import './routes/auth.js'
import './routes/configuration.js'
import './routes/privacy.js'
import './routes/forms.js'
import './routes/gates.js'
import './routes/exports.js'
import './routes/players.js'
import './routes/imports.js'
import './routes/restaurants.js'
import './routes/collection.js'
import './routes/badges.js'
import './routes/doors.js'
import './routes/applicants.js'
import './routes/devices.js'
import './routes/review.js'
import './routes/organisations.js'
import './routes/partners.js'
import './routes/wallets.js'
import env from '#start/env'

/** The benchmarks' floor: never registered in normal runs. */
if (env.get('BENCH_FLOOR_ROUTES')) await import('./routes/bench.js')
