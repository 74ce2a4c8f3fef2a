import { useState } from 'react'

/** The rows ticked in a list, among those that can be: one at a time or all shown at once. */
export function useSelection(selectable: number[]) {
  const [selected, setSelected] = useState<number[]>([])
  const allSelected = selectable.length > 0 && selectable.every((id) => selected.includes(id))
  return {
    selected,
    allSelected,
    isSelected: (id: number) => selected.includes(id),
    toggle: (id: number) =>
      setSelected((current) =>
        current.includes(id) ? current.filter((item) => item !== id) : [...current, id]
      ),
    toggleAll: () => setSelected(allSelected ? [] : selectable),
    clear: () => setSelected([]),
  }
}
