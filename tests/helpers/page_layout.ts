import type { Page } from 'playwright'

/** How many pixels the document is wider than the viewport (0 when it fits). */
export async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

/** The elements that stick out past the viewport's right edge, for the failure message. */
export async function overflowingElements(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth
    const out: string[] = []
    /** Inside a box that scrolls or clips on its own, an element does not widen the page. */
    const clipped = (element: Node) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true
      }
      return false
    }
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect()
      if (box.right > width + 1 && box.width > 0 && !clipped(element)) {
        const name = `${element.tagName.toLowerCase()}.${String(element.className).split(' ').slice(0, 3).join('.')}`
        out.push(`${name} (right ${Math.round(box.right)})`)
      }
    }
    /** A word longer than its box (a code, an email) overflows as text, not as an element. */
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const owner = walker.currentNode.parentElement
      const range = document.createRange()
      range.selectNodeContents(walker.currentNode)
      if (
        owner &&
        range.getBoundingClientRect().right > width + 1 &&
        !clipped(walker.currentNode)
      ) {
        out.push(`text "${walker.currentNode.nodeValue?.trim().slice(0, 40)}"`)
      }
    }
    return out.slice(0, 5)
  })
}

/**
 * Pairs of visible text runs whose boxes cover each other: words a person
 * cannot read because another text is drawn over them.
 */
export async function overlappingTexts(page: Page) {
  return page.evaluate(() => {
    type Run = { text: string; box: DOMRect; owner: Element }
    const runs: Run[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const node = walker.currentNode as Text
      const owner = node.parentElement
      if (!owner || !node.nodeValue?.trim()) continue
      if (owner.closest('script, style, template, noscript, .sr-only, [aria-hidden="true"]'))
        continue
      const style = getComputedStyle(owner)
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const box of range.getClientRects()) {
        if (box.width > 1 && box.height > 1) runs.push({ text: node.nodeValue.trim(), box, owner })
      }
    }
    const overlaps: string[] = []
    for (let first = 0; first < runs.length; first++) {
      for (let second = first + 1; second < runs.length; second++) {
        const a = runs[first].box
        const b = runs[second].box
        const width = Math.min(a.right, b.right) - Math.max(a.left, b.left)
        const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
        /** More than a glyph's edge: line boxes of adjacent lines may touch. */
        if (width > 2 && height > 2) {
          overlaps.push(`"${runs[first].text.slice(0, 40)}" × "${runs[second].text.slice(0, 40)}"`)
        }
      }
    }
    return overlaps
  })
}
