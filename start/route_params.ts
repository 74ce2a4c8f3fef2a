import router from '@adonisjs/core/services/router'
import { formType } from '#forms/registry'

/**
 * A database id: a positive integer that fits PostgreSQL's `integer`
 * (at most 2147483647). Anything else is a page that does not exist (404);
 * a bigger number would otherwise reach the query and fail there (500).
 */
export const DATABASE_ID = {
  match:
    /^(?:[1-9]\d{0,8}|1\d{9}|20\d{8}|21[0-3]\d{7}|214[0-6]\d{6}|2147[0-3]\d{5}|21474[0-7]\d{4}|214748[0-2]\d{3}|2147483[0-5]\d{2}|21474836[0-3]\d|214748364[0-7])$/,
  cast: (value: string) => Number(value),
}

/** Every route parameter that names a row, on every route. */
for (const param of ['id', 'player']) router.where(param, DATABASE_ID)

/**
 * A route's {type}: a slug of the form-type registry, asked when the route
 * is matched, so a type added to the registry needs no route change. Anything
 * else is "page not found" before any middleware runs.
 */
class FormTypeSlug extends RegExp {
  constructor() {
    super('^[a-z]+$')
  }

  test(value: string) {
    return formType(value) !== undefined
  }
}
export const FORM_TYPE = { match: new FormTypeSlug() }
