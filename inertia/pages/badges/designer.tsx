import { Link } from '@adonisjs/inertia/react'
import { useEffect, useState } from 'react'
import { urlFor } from '~/client'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import DesignCanvas, { withElement } from '~/components/designer/design_canvas'
import ElementPanel from '~/components/designer/element_panel'
import DesignPreview from '~/components/designer/design_preview'
import { useDesignHistory } from '~/components/designer/use_design_history'
import { postJson } from '~/components/printing/post_json'
import { xsrfToken } from '~/components/staff_desk/desk_request'
import {
  keptOnCard,
  newElement,
  roundMm,
  type Design,
  type DesignElement,
  type ElementKind,
  type Selection,
} from '~/components/designer/design_types'

type Props = {
  tournament: { id: number; name: string }
  category: string
  categories: { code: string }[]
  /** The stored version the design was opened at (0: none saved yet). */
  basedOn: number
  definition: Design
  images: { id: number; name: string; width: number; height: number }[]
  kinds: ElementKind[]
  sizes: Record<'cr80' | 'a6' | 'a7', number[]>
}

type Message = { kind: 'error' | 'success'; text: string; problems?: string[] }

/** The badge designer: a template of one tournament and category, edited on the card at true scale. */
export default function BadgeDesigner(props: Props) {
  const t = useT()
  const history = useDesignHistory(props.definition)
  const { design } = history
  const [basedOn, setBasedOn] = useState(props.basedOn)
  const [side, setSide] = useState(0)
  const [selection, setSelection] = useState<Selection>(null)
  const [grid, setGrid] = useState(0.5)
  const [zoom, setZoom] = useState(2)
  const [kind, setKind] = useState<ElementKind>('text')
  const [images, setImages] = useState(props.images)
  const [message, setMessage] = useState<Message | null>(null)
  const [saving, setSaving] = useState(false)
  const categoryName = props.category
    ? t(`massive_update.categories.${props.category}`)
    : t('designer.default')
  const selected =
    selection && design.sides[selection.side]
      ? (design.sides[selection.side].elements[selection.index] ?? null)
      : null

  const { undo, redo } = history
  /** Ctrl+Z / Ctrl+Shift+Z (or Ctrl+Y) anywhere but in a text field. */
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

  function change(update: (element: DesignElement) => DesignElement) {
    if (!selection || !selected) return
    history.commit((current) =>
      withElement(current, selection.side, selection.index, keptOnCard(update(selected), current))
    )
  }

  function align(edge: 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom') {
    change((element) => {
      const places = {
        left: { x: 0 },
        center: { x: roundMm((design.width - element.width) / 2) },
        right: { x: roundMm(design.width - element.width) },
        top: { y: 0 },
        middle: { y: roundMm((design.height - element.height) / 2) },
        bottom: { y: roundMm(design.height - element.height) },
      }
      return { ...element, ...places[edge] }
    })
  }

  function remove() {
    if (!selection) return
    history.commit((current) => ({
      ...current,
      sides: current.sides.map((each, index) =>
        index === selection.side
          ? { ...each, elements: each.elements.filter((_, i) => i !== selection.index) }
          : each
      ),
    }))
    setSelection(null)
  }

  function add() {
    const element = newElement(kind)
    if (kind === 'image' && images[0]) element.imageId = images[0].id
    history.commit((current) => ({
      ...current,
      sides: current.sides.map((each, index) =>
        index === side
          ? { ...each, elements: [...each.elements, keptOnCard(element, current)] }
          : each
      ),
    }))
    setSelection({ side, index: design.sides[side].elements.length })
  }

  function resize(size: Design['size'], width?: number, height?: number) {
    history.commit((current) => {
      const [w, h] =
        size === 'custom' ? [width ?? current.width, height ?? current.height] : props.sizes[size]
      const next = { ...current, size, width: w, height: h }
      return {
        ...next,
        sides: next.sides.map((each) => ({
          ...each,
          elements: each.elements.map((element) => keptOnCard(element, next)),
        })),
      }
    })
  }

  function setSides(count: number) {
    history.commit((current) => ({
      ...current,
      sides:
        count === 1
          ? current.sides.slice(0, 1)
          : [current.sides[0], current.sides[1] ?? { elements: [] }],
    }))
    if (count === 1) setSide(0)
  }

  async function upload(file: File) {
    setMessage(null)
    const body = new FormData()
    body.append('image', file)
    try {
      const response = await fetch(
        urlFor('badge_templates.upload', { tournament: props.tournament.id }),
        {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'accept': 'application/json', 'x-xsrf-token': xsrfToken() },
          body,
        }
      )
      const answer = (await response.json().catch(() => ({}))) as {
        id?: number
        name?: string
        width?: number
        height?: number
        message?: string
      }
      if (!response.ok || !answer.id) {
        setMessage({ kind: 'error', text: answer.message ?? t('errors.generic') })
        return
      }
      const image = {
        id: answer.id,
        name: answer.name ?? file.name,
        width: answer.width ?? 1,
        height: answer.height ?? 1,
      }
      setImages((list) => [image, ...list])
      const element = { ...newElement('image'), imageId: image.id }
      history.commit((current) => ({
        ...current,
        sides: current.sides.map((each, index) =>
          index === side
            ? { ...each, elements: [...each.elements, keptOnCard(element, current)] }
            : each
        ),
      }))
      setSelection({ side, index: design.sides[side].elements.length })
    } catch {
      setMessage({ kind: 'error', text: t('designer.offline') })
    }
  }

  async function save() {
    setSaving(true)
    setMessage(null)
    const answer = await postJson<{ version?: number; problems?: { message: string }[] }>(
      urlFor('badge_templates.save', { tournament: props.tournament.id }),
      { category: props.category, basedOn, definition: design }
    )
    setSaving(false)
    if (!answer) return setMessage({ kind: 'error', text: t('designer.offline') })
    if (answer.ok && answer.body.version) {
      setBasedOn(answer.body.version)
      return setMessage({ kind: 'success', text: answer.body.message ?? '' })
    }
    const problems = answer.body.problems?.map((problem) => problem.message)
    const fieldErrors = (
      answer.body as { errors?: { message: string; field: string }[] }
    ).errors?.map((error) => `${error.field}: ${error.message}`)
    setMessage({
      kind: 'error',
      text: answer.body.message ?? t('errors.generic'),
      problems: problems ?? fieldErrors,
    })
  }

  return (
    <div>
      <PageTitle title={`${t('designer.title')} · ${categoryName}`} />
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-2xl font-bold">
          {t('designer.title')} · {categoryName} · {props.tournament.name}
        </h1>
        <span className="text-sm text-slate-600">
          {basedOn ? t('designer.version', { version: basedOn }) : t('designer.not_designed')}
        </span>
        <button
          type="button"
          className="btn-secondary"
          disabled={!history.canUndo}
          onClick={history.undo}
        >
          {t('designer.undo')}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={!history.canRedo}
          onClick={history.redo}
        >
          {t('designer.redo')}
        </button>
        <button type="button" className="btn-primary" disabled={saving} onClick={() => void save()}>
          {t('designer.save')}
        </button>
        <Link route="badge_templates.index" className="underline">
          {t('designer.title')}
        </Link>
      </div>
      {message && (
        <div
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={`mb-3 rounded px-3 py-2 ${message.kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-900'}`}
        >
          <p>{message.text}</p>
          {message.problems && (
            <ul className="list-disc pl-5">
              {message.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <label className="text-sm">
          <span className="field-label">{t('designer.size')}</span>
          <select
            className="field-input"
            value={design.size}
            onChange={(event) => resize(event.target.value as Design['size'])}
          >
            {(['cr80', 'a6', 'a7', 'custom'] as const).map((size) => (
              <option key={size} value={size}>
                {t(`designer.sizes.${size}`)}
              </option>
            ))}
          </select>
        </label>
        {design.size === 'custom' && (
          <>
            <label className="text-sm">
              <span className="field-label">{t('designer.width')}</span>
              <input
                type="number"
                className="field-input w-24"
                value={design.width}
                min={20}
                max={300}
                onChange={(event) =>
                  Number(event.target.value) >= 20 && resize('custom', Number(event.target.value))
                }
              />
            </label>
            <label className="text-sm">
              <span className="field-label">{t('designer.height')}</span>
              <input
                type="number"
                className="field-input w-24"
                value={design.height}
                min={20}
                max={300}
                onChange={(event) =>
                  Number(event.target.value) >= 20 &&
                  resize('custom', undefined, Number(event.target.value))
                }
              />
            </label>
          </>
        )}
        <label className="text-sm">
          <span className="field-label">{t('designer.sides')}</span>
          <select
            className="field-input"
            value={design.sides.length}
            onChange={(event) => setSides(Number(event.target.value))}
          >
            <option value={1}>{t('designer.one_side')}</option>
            <option value={2}>{t('designer.two_sides')}</option>
          </select>
        </label>
        <label className="text-sm">
          <span className="field-label">{t('designer.grid')}</span>
          <select
            className="field-input"
            value={grid}
            onChange={(event) => setGrid(Number(event.target.value))}
          >
            {[0, 0.5, 1, 2, 5].map((value) => (
              <option key={value} value={value}>
                {value || '—'}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="field-label">{t('designer.zoom')}</span>
          <select
            className="field-input"
            value={zoom}
            onChange={(event) => setZoom(Number(event.target.value))}
          >
            {[1, 2, 3].map((value) => (
              <option key={value} value={value}>
                {value * 100}%
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="field-label">{t('designer.background_image')}</span>
          <select
            className="field-input"
            value={design.sides[side].backgroundImageId ?? ''}
            onChange={(event) => {
              const id = Number(event.target.value) || undefined
              history.commit((current) => ({
                ...current,
                sides: current.sides.map((each, index) =>
                  index === side ? { ...each, backgroundImageId: id } : each
                ),
              }))
            }}
          >
            <option value="">{t('designer.no_background')}</option>
            {images.map((image) => (
              <option key={image.id} value={image.id}>
                {image.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="field-label">{t('designer.background')}</span>
          <input
            type="color"
            className="block h-11 w-16"
            value={design.sides[side].background ?? '#ffffff'}
            onChange={(event) =>
              history.commit((current) => ({
                ...current,
                sides: current.sides.map((each, index) =>
                  index === side ? { ...each, background: event.target.value } : each
                ),
              }))
            }
          />
        </label>
      </div>
      <div className="flex flex-wrap items-start gap-4">
        <div className="max-w-full min-w-0 space-y-2">
          {design.sides.length > 1 && (
            <div className="flex gap-2" role="tablist">
              {design.sides.map((_, index) => (
                <button
                  key={index}
                  type="button"
                  role="tab"
                  aria-selected={side === index}
                  className="btn-secondary"
                  onClick={() => {
                    setSide(index)
                    setSelection(null)
                  }}
                >
                  {t('designer.side', { side: index + 1 })}
                </button>
              ))}
            </div>
          )}
          <div className="max-w-full overflow-auto bg-slate-100 p-4">
            <DesignCanvas
              design={design}
              side={side}
              selection={selection}
              grid={grid}
              zoom={zoom}
              onSelect={setSelection}
              onPreview={history.preview}
              onCommit={() => history.commit((current) => current)}
              onNudge={(dx, dy) =>
                change((element) => ({
                  ...element,
                  x: roundMm(element.x + dx),
                  y: roundMm(element.y + dy),
                }))
              }
              onRemove={remove}
            />
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <label className="text-sm">
              <span className="field-label">{t('designer.add')}</span>
              <select
                className="field-input"
                value={kind}
                onChange={(event) => setKind(event.target.value as ElementKind)}
              >
                {props.kinds.map((each) => (
                  <option key={each} value={each}>
                    {t(`designer.kinds.${each}`)}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className="btn-secondary" onClick={add}>
              {t('designer.add_button')}
            </button>
            <label className="text-sm">
              <span className="field-label">{t('designer.upload')}</span>
              <input
                type="file"
                accept="image/png,image/jpeg,image/svg+xml"
                onChange={(event) => {
                  const file = event.target.files?.[0]
                  if (file) void upload(file)
                  event.target.value = ''
                }}
              />
            </label>
          </div>
        </div>
        <aside className="card w-80 shrink-0">
          <h2 className="mb-2 font-semibold">{t('designer.properties')}</h2>
          <ElementPanel
            element={selected}
            images={images}
            onChange={(update) => change((element) => ({ ...element, ...update }))}
            onAlign={align}
            onRemove={remove}
          />
        </aside>
      </div>
      <div className="mt-4">
        <DesignPreview tournamentId={props.tournament.id} design={design} />
      </div>
    </div>
  )
}
