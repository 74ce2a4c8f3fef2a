/*
|--------------------------------------------------------------------------
| Routes
|--------------------------------------------------------------------------
| Public pages need no login; everything under /merchant except login and
| password reset requires a staff session (checked here, on the server).
*/

import './route_params.js'
import './routes/public.js'
import './routes/merchant.js'
import './routes/staff_admin.js'
import './routes/staff_forms.js'
import './routes/form_exports.js'
import './routes/player_teams.js'
import './routes/imports.js'
import './routes/restaurants.js'
import './routes/collection.js'
import './routes/systems.js'
import './routes/doors.js'
import './routes/review.js'
import env from '#start/env'

/** The benchmarks' floor: never registered in normal runs. */
if (env.get('BENCH_FLOOR_ROUTES')) await import('./routes/bench_floor.js')
