import type { Page } from 'playwright'
import type { Decorator } from '@japa/browser-client/types'

/**
 * Public pages arrive rendered by the server, and their buttons and fields
 * are on screen before React has hydrated them: a click or a typed value
 * then does nothing (or submits natively). Resolves once React has
 * committed the hydration of the page's root: the root's state stops being
 * "dehydrated" (React's own flag; a page rendered in the browser is never
 * dehydrated). A page without the app's root has nothing to wait for.
 */
export async function untilHydrated(page: Page) {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.waitForFunction(() => {
        const root = document.getElementById('app')
        if (!root) return true
        const key = Object.keys(root).find((name) => name.startsWith('__reactContainer$'))
        if (!key) return false
        const fiberRoot = (root as unknown as Record<string, { stateNode: FiberRoot }>)[key]
          .stateNode
        return fiberRoot.current.memoizedState?.isDehydrated !== true
      })
      return
    } catch (error) {
      /** The page went on to another one while waiting (a redirect): wait on that one. */
      if (attempt < 3 && /context was destroyed|navigation/i.test(String(error))) continue
      throw error
    }
  }
}

type FiberRoot = { current: { memoizedState: { isDehydrated?: boolean } | null } }

/** Every page a test opens (visit, goto, reload) is used once React has hydrated it. */
export const waitsForHydration: Decorator = {
  page(page) {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args) => {
      const response = await goto(...args)
      await untilHydrated(page)
      return response
    }
    page.reload = async (...args) => {
      const response = await reload(...args)
      await untilHydrated(page)
      return response
    }
  },
}
