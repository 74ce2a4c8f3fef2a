import { Link } from '@adonisjs/inertia/react'
import { useState } from 'react'
import { urlFor } from '~/client'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'
import DesignCanvas from '~/components/designer/design_canvas'
import ElementPanel from '~/components/designer/element_panel'
import DesignPreview from '~/components/designer/design_preview'
import ImageLibrary, { type LibraryImage } from '~/components/designer/image_library'
import ImageSelect from '~/components/designer/image_select'
import { useDesignHistory, useUndoKeys } from '~/components/designer/use_design_history'
import { postJson } from '~/components/printing/post_json'
import {
  keptOnCard,
  newElement,
  roundMm,
  showsImage,
  withElement,
  withSide,
  type Design,
  type DesignElement,
  type DesignSide,
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
  images: LibraryImage[]
  kinds: ElementKind[]
  sizes: Record<'cr80' | 'a6' | 'a7', number[]>
}

type Message = { kind: 'error' | 'success'; text: string; problems?: string[] }

/** A labelled choice among numbers (sides, grid, zoom). */
function NumberChoice(props: {
  label: string
  value: number
  options: { value: number; label: string }[]
  onChange: (value: number) => void
}) {
  return (
    <label className="text-sm">
      <span className="field-label">{props.label}</span>
      <select
        className="field-input"
        value={props.value}
        onChange={(event) => props.onChange(Number(event.target.value))}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}

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

  useUndoKeys(history.undo, history.redo)

  /** A change to the side on screen (one undo step). */
  function changeSide(update: (current: DesignSide) => DesignSide) {
    history.commit((current) => withSide(current, side, update))
  }

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
    history.commit((current) =>
      withSide(current, selection.side, (each) => ({
        ...each,
        elements: each.elements.filter((_, i) => i !== selection.index),
      }))
    )
    setSelection(null)
  }

  /** A new element on the side on screen, selected. */
  function insert(element: DesignElement) {
    history.commit((current) =>
      withSide(current, side, (each) => ({
        ...each,
        elements: [...each.elements, keptOnCard(element, current)],
      }))
    )
    setSelection({ side, index: design.sides[side].elements.length })
  }

  function add() {
    const element = newElement(kind)
    if (kind === 'image' && images[0]) element.imageId = images[0].id
    insert(element)
  }

  function resize(size: Design['size'], custom: { width?: number; height?: number } = {}) {
    history.commit((current) => {
      const [w, h] =
        size === 'custom'
          ? [custom.width ?? current.width, custom.height ?? current.height]
          : props.sizes[size]
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

  function uploaded(image: LibraryImage) {
    setImages((list) => [image, ...list])
    insert({ ...newElement('image'), imageId: image.id })
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
        <label className="text-sm">
          <span className="field-label">{t('designer.language')}</span>
          <select
            className="field-input"
            value={design.language ?? 'es'}
            onChange={(event) =>
              history.commit((current) => ({
                ...current,
                language: event.target.value as 'es' | 'en',
              }))
            }
          >
            {(['es', 'en'] as const).map((language) => (
              <option key={language} value={language}>
                {t(`designer.languages.${language}`)}
              </option>
            ))}
          </select>
        </label>
        {design.size === 'custom' &&
          (['width', 'height'] as const).map((dimension) => (
            <label key={dimension} className="text-sm">
              <span className="field-label">{t(`designer.${dimension}`)}</span>
              <input
                type="number"
                className="field-input w-24"
                value={design[dimension]}
                min={20}
                max={300}
                onChange={(event) =>
                  Number(event.target.value) >= 20 &&
                  resize('custom', { [dimension]: Number(event.target.value) })
                }
              />
            </label>
          ))}
        <NumberChoice
          label={t('designer.sides')}
          value={design.sides.length}
          options={[
            { value: 1, label: t('designer.one_side') },
            { value: 2, label: t('designer.two_sides') },
          ]}
          onChange={setSides}
        />
        <NumberChoice
          label={t('designer.grid')}
          value={grid}
          options={[0, 0.5, 1, 2, 5].map((value) => ({ value, label: String(value || '—') }))}
          onChange={setGrid}
        />
        <NumberChoice
          label={t('designer.zoom')}
          value={zoom}
          options={[1, 2, 3].map((value) => ({ value, label: `${value * 100}%` }))}
          onChange={setZoom}
        />
        <ImageSelect
          className="text-sm"
          label={t('designer.background_image')}
          none={t('designer.no_background')}
          images={images}
          value={design.sides[side].backgroundImageId}
          onChange={(backgroundImageId) => changeSide((each) => ({ ...each, backgroundImageId }))}
        />
        <label className="text-sm">
          <span className="field-label">{t('designer.background')}</span>
          <input
            type="color"
            className="block h-11 w-16"
            value={design.sides[side].background ?? '#ffffff'}
            onChange={(event) =>
              changeSide((each) => ({ ...each, background: event.target.value }))
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
          </div>
          <ImageLibrary
            tournamentId={props.tournament.id}
            images={images}
            shown={(imageId) => showsImage(design, imageId)}
            onUploaded={uploaded}
            onRemoved={(imageId) => setImages((list) => list.filter((each) => each.id !== imageId))}
            onMessage={setMessage}
          />
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
