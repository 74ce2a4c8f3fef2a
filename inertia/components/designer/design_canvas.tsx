import { useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { urlFor } from '~/client'
import { useT } from '~/hooks/use_t'
import {
  keptOnCard,
  snap,
  withElement,
  type Design,
  type DesignElement,
  type Selection,
} from '~/components/designer/design_types'

/** CSS pixels in a millimetre: the canvas is the card at true size (zoom 1). */
export const PX_PER_MM = 96 / 25.4

type Props = {
  design: Design
  side: number
  selection: Selection
  grid: number
  zoom: number
  onSelect: (selection: Selection) => void
  /** A change under way (no undo step). */
  onPreview: (design: Design) => void
  /** The change done: one undo step. */
  onCommit: () => void
  onNudge: (dx: number, dy: number) => void
  onRemove: () => void
}

/** What an element shows on the canvas: its sample, not the credential (the preview shows that). */
function Sample({ element, language }: { element: DesignElement; language: 'es' | 'en' }) {
  const t = useT()
  if (element.kind === 'image' && element.imageId)
    return (
      <img
        src={urlFor('badge_templates.image', { id: element.imageId })}
        alt=""
        className="pointer-events-none h-full w-full object-contain"
      />
    )
  const label =
    element.kind === 'text'
      ? element.text?.[language] || element.text?.es || ''
      : t(`designer.kinds.${element.kind}`)
  return (
    <span
      className="pointer-events-none block overflow-hidden leading-tight"
      style={{
        fontSize: `${element.fontSize ?? 6}pt`,
        fontWeight: element.bold || element.kind === 'name' ? 700 : 400,
        textAlign: element.align ?? 'left',
        color:
          element.kind === 'category_band'
            ? (element.color ?? '#ffffff')
            : (element.color ?? '#0f172a'),
      }}
    >
      {label}
    </span>
  )
}

/**
 * The card at true scale: elements dragged to move, dragged by their corner
 * to resize, snapped to the grid and kept on the card; arrow keys nudge the
 * selected one, Delete removes it.
 */
export default function DesignCanvas(props: Props) {
  const { design, side, selection, grid, zoom } = props
  const t = useT()
  const drag = useRef<{
    mode: 'move' | 'resize'
    index: number
    startX: number
    startY: number
    origin: DesignElement
  } | null>(null)
  const scale = PX_PER_MM * zoom
  const current = design.sides[side]

  function start(event: PointerEvent, index: number, mode: 'move' | 'resize') {
    event.preventDefault()
    event.stopPropagation()
    props.onSelect({ side, index })
    drag.current = {
      mode,
      index,
      startX: event.clientX,
      startY: event.clientY,
      origin: current.elements[index],
    }
    ;(event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId)
  }

  function move(event: PointerEvent) {
    const active = drag.current
    if (!active) return
    const dx = (event.clientX - active.startX) / scale
    const dy = (event.clientY - active.startY) / scale
    const { origin } = active
    const moved =
      active.mode === 'move'
        ? { ...origin, x: snap(origin.x + dx, grid), y: snap(origin.y + dy, grid) }
        : {
            ...origin,
            width: Math.max(1, snap(origin.width + dx, grid)),
            height: Math.max(1, snap(origin.height + dy, grid)),
          }
    props.onPreview(withElement(design, side, active.index, keptOnCard(moved, design)))
  }

  function end() {
    if (!drag.current) return
    drag.current = null
    props.onCommit()
  }

  function keyDown(event: KeyboardEvent) {
    if (!selection) return
    const step = event.shiftKey ? 5 : grid > 0 ? grid : 0.5
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    }
    if (moves[event.key]) {
      event.preventDefault()
      props.onNudge(...moves[event.key])
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault()
      props.onRemove()
    }
  }

  return (
    <div
      role="listbox"
      aria-label={t('designer.side', { side: side + 1 })}
      data-testid="design-canvas"
      data-px-per-mm={scale}
      tabIndex={0}
      onKeyDown={keyDown}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
      onPointerDown={() => props.onSelect(null)}
      className="relative shrink-0 touch-none shadow outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
      style={{
        width: design.width * scale,
        height: design.height * scale,
        background: current.background ?? '#ffffff',
        backgroundImage:
          grid > 0
            ? `linear-gradient(to right, rgb(148 163 184 / 0.15) 1px, transparent 1px), linear-gradient(to bottom, rgb(148 163 184 / 0.15) 1px, transparent 1px)`
            : undefined,
        backgroundSize: grid > 0 ? `${grid * scale * 2}px ${grid * scale * 2}px` : undefined,
      }}
    >
      {current.backgroundImageId && (
        <img
          src={urlFor('badge_templates.image', { id: current.backgroundImageId })}
          alt=""
          className="pointer-events-none absolute inset-0 h-full w-full"
        />
      )}
      {current.elements.map((element, index) => {
        const selected = selection?.side === side && selection.index === index
        return (
          <div
            key={index}
            data-element-index={index}
            data-kind={element.kind}
            aria-label={t(`designer.kinds.${element.kind}`)}
            aria-selected={selected}
            role="option"
            onPointerDown={(event) => start(event, index, 'move')}
            className={`absolute cursor-move select-none overflow-hidden ${selected ? 'outline outline-2 outline-sky-600' : 'outline outline-1 outline-dashed outline-slate-400'}`}
            style={{
              left: element.x * scale,
              top: element.y * scale,
              width: element.width * scale,
              height: element.height * scale,
              background:
                element.kind === 'category_band' || element.kind === 'color_box'
                  ? (element.kind === 'color_box' && element.color) || '#64748b'
                  : element.kind === 'barcode' || element.kind === 'qr' || element.kind === 'photo'
                    ? 'rgb(226 232 240 / 0.8)'
                    : undefined,
            }}
          >
            <Sample element={element} language={design.language ?? 'es'} />
            {selected && (
              <span
                data-testid="resize-handle"
                onPointerDown={(event) => start(event, index, 'resize')}
                className="absolute right-0 bottom-0 size-3 cursor-se-resize bg-sky-600"
              />
            )}
          </div>
        )
      })}
    </div>
  )
}
