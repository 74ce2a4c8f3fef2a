import logger from '@adonisjs/core/services/logger'
import router from '@adonisjs/core/services/router'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import env from '#start/env'
import { isNewDatabase, loadDemoData, seedCountries } from '#database/demo/demo_data'

export { DEMO_PASSWORD, DEMO_USERS } from '#database/demo/demo_data'

/**
 * Runs on every `npm start`. The country list is added to (never changed);
 * the demo data goes into a new, empty database only, once, and not at all
 * with DEMO_DATA=false: a restart never touches the organiser's data.
 */
export default class MainSeeder extends BaseSeeder {
  static environment = ['development', 'test']

  async run() {
    await seedCountries()
    if (!env.get('DEMO_DATA')) {
      logger.info('demo data not loaded (DEMO_DATA=false)')
      return
    }
    if (!(await isNewDatabase())) {
      logger.info('demo data not loaded: the database already holds data')
      return
    }
    /**
     * The demo's organisation requests carry signed status links: outside the
     * HTTP server (`node ace db:seed`) the routes are registered but not yet
     * looked up by name until committed.
     */
    router.commit()
    await loadDemoData()
  }
}
