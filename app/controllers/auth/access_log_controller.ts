import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { fileAccessLog } from '#services/privacy/file_access_log'
import { MAX_RECORD_ID } from '#validators/rules/record_id'
import StaffNameTransformer from '#transformers/staff_name_transformer'
import FileAccessTransformer from '#transformers/file_access_transformer'

/** Configuration → File access log: who opened applicants' files and downloads, by staff member. */
export default class AccessLogController {
  async index({ inertia, request }: HttpContext) {
    const query = request.qs()
    const user = Number(query.user)
    const page = Number.parseInt(String(query.page ?? ''), 10)
    const filters = {
      userId: Number.isInteger(user) && user > 0 && user <= MAX_RECORD_ID ? user : null,
      page: Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1,
    }
    const users = await User.query()
      .orderBy('lastName')
      .orderBy('name')
      .select('id', 'name', 'lastName')
    const { entries, pagination } = await fileAccessLog(filters)
    return inertia.render('auth/access_log', {
      filters,
      users: StaffNameTransformer.transform(users),
      entries: FileAccessTransformer.transform(entries),
      pagination,
    })
  }
}
