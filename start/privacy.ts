/*
|--------------------------------------------------------------------------
| What an erasure undoes in later domains
|--------------------------------------------------------------------------
| Every process (web, console, tests) registers them: an erased person of an
| organisation gives their quota place back.
*/

import { onErasure } from '#services/privacy/erasure_steps'
import { releaseErasedPlaces } from '#services/organisations/withdrawal'

onErasure(releaseErasedPlaces)
