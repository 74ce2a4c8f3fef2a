import { useCallback, useEffect, useState } from 'react'
import type { Design } from '~/components/designer/design_types'

/** Steps kept for undo. */
const LIMIT = 100

/**
 * The design with its undo and redo stacks. `preview` shows a change under
 * way (a drag) without a step; `commit` records it as one step, so a whole
 * drag is undone at once.
 */
export function useDesignHistory(initial: Design) {
  const [state, setState] = useState({
    past: [] as Design[],
    present: initial,
    future: [] as Design[],
    base: initial,
  })
  const commit = useCallback((next: Design | ((current: Design) => Design)) => {
    setState((current) => {
      const value = typeof next === 'function' ? next(current.present) : next
      if (JSON.stringify(value) === JSON.stringify(current.base))
        return { ...current, present: value }
      return {
        past: [...current.past, current.base].slice(-LIMIT),
        present: value,
        future: [],
        base: value,
      }
    })
  }, [])
  const preview = useCallback((next: Design) => {
    setState((current) => ({ ...current, present: next }))
  }, [])
  const undo = useCallback(() => {
    setState((current) => {
      const previous = current.past.at(-1)
      if (!previous) return current
      return {
        past: current.past.slice(0, -1),
        present: previous,
        future: [current.base, ...current.future],
        base: previous,
      }
    })
  }, [])
  const redo = useCallback(() => {
    setState((current) => {
      const [next, ...rest] = current.future
      if (!next) return current
      return { past: [...current.past, current.base], present: next, future: rest, base: next }
    })
  }, [])
  return {
    design: state.present,
    commit,
    preview,
    undo,
    redo,
    canUndo: state.past.length > 0,
    canRedo: state.future.length > 0,
  }
}

/** Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y) redoes, anywhere but in a field. */
export function useUndoKeys(undo: () => void, redo: () => void) {
  useEffect(() => {
    function keys(event: KeyboardEvent) {
      const target = event.target as HTMLElement
      if (target.closest('input, textarea, select')) return
      if (!(event.ctrlKey || event.metaKey)) return
      const key = event.key.toLowerCase()
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault()
        undo()
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault()
        redo()
      }
    }
    window.addEventListener('keydown', keys)
    return () => window.removeEventListener('keydown', keys)
  }, [undo, redo])
}
