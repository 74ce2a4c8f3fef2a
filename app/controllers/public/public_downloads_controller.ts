import { errors as httpErrors, type HttpContext } from '@adonisjs/core/http'
import { downloadPath, isDownload, recordDownload } from '#services/files/public_downloads'

/** /forms/downloads/{document}: the manual, authorization, commitment and golf positions. */
export default class PublicDownloadsController {
  async show({ params, session, request, response }: HttpContext) {
    if (!isDownload(params.document)) {
      throw new httpErrors.E_ROUTE_NOT_FOUND([request.method(), request.url()])
    }
    recordDownload(session, params.document)
    return response.attachment(downloadPath(params.document), `${params.document}.pdf`)
  }
}
