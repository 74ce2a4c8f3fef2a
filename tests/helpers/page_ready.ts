import { decoratorsCollection } from '@japa/browser-client'

/**
 * Every page a test opens is used once the app has rendered it: `goto`
 * resolves at the load event, but the page's own code arrives after it
 * (a lazily imported page component), and a server-rendered form clicked
 * before React hydrates it does nothing a user would see. Documents that are
 * not the app (no #app root: a file, an error from the server) are used as
 * they load.
 */
export function waitForAppOnEveryPage() {
  decoratorsCollection.register({
    page(page) {
      const goto = page.goto.bind(page)
      page.goto = async (url, options) => {
        const response = await goto(url, options)
        await page.waitForFunction(
          () => !document.getElementById('app') || document.documentElement.dataset.ready === 'true'
        )
        return response
      }
    },
  })
}
