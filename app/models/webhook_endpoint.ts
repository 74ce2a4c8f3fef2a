import { WebhookEndpointSchema } from '#database/schema'

/** A partner's HTTPS address that receives signed webhooks of the events it chose. */
export default class WebhookEndpoint extends WebhookEndpointSchema {
  get eventList(): string[] {
    try {
      const list: unknown = JSON.parse(this.events)
      return Array.isArray(list) ? list.filter((item) => typeof item === 'string') : []
    } catch {
      return []
    }
  }
}
