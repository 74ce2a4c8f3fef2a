import { useEffect, useRef } from 'react'

/**
 * Single-key shortcuts (a letter, no modifier) for a page; ignored while the
 * person types in a field, so "a" in a search box stays an "a".
 */
export function useShortcuts(keys: Record<string, () => void>) {
  const current = useRef(keys)
  /** The latest handlers, for the listener registered once below. */
  useEffect(() => {
    current.current = keys
  })
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return
      const target = event.target as HTMLElement | null
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return
      const action = current.current[event.key.toLowerCase()]
      if (!action) return
      event.preventDefault()
      action()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}
