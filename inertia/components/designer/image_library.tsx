import { urlFor } from '~/client'
import { useT } from '~/hooks/use_t'
import { postJson } from '~/components/printing/post_json'
import { xsrfToken } from '~/components/staff_desk/desk_request'

export type LibraryImage = { id: number; name: string; width: number; height: number }

type Props = {
  tournamentId: number
  images: LibraryImage[]
  /** Whether the design on screen shows the image: it is not removed from under it. */
  shown: (imageId: number) => boolean
  onUploaded: (image: LibraryImage) => void
  onRemoved: (imageId: number) => void
  onMessage: (message: { kind: 'error' | 'success'; text: string }) => void
}

/**
 * The tournament's logos and sponsor strips: an upload (checked by the
 * server), and the removal of one no saved design shows (the server refuses
 * the others and says which designs show them).
 */
export default function ImageLibrary(props: Props) {
  const t = useT()

  async function upload(file: File) {
    const body = new FormData()
    body.append('image', file)
    try {
      const response = await fetch(
        urlFor('badge_templates.upload', { tournament: props.tournamentId }),
        {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'accept': 'application/json', 'x-xsrf-token': xsrfToken() },
          body,
        }
      )
      const answer = (await response.json().catch(() => ({}))) as Partial<LibraryImage> & {
        message?: string
      }
      if (!response.ok || !answer.id)
        return props.onMessage({ kind: 'error', text: answer.message ?? t('errors.generic') })
      props.onUploaded({
        id: answer.id,
        name: answer.name ?? file.name,
        width: answer.width ?? 1,
        height: answer.height ?? 1,
      })
    } catch {
      props.onMessage({ kind: 'error', text: t('designer.offline') })
    }
  }

  async function remove(image: LibraryImage) {
    if (props.shown(image.id))
      return props.onMessage({
        kind: 'error',
        text: t('designer.images.on_screen', { name: image.name }),
      })
    if (!window.confirm(t('designer.images.confirm_remove', { name: image.name }))) return
    const answer = await postJson(
      urlFor('badge_templates.remove_image', { id: image.id }),
      {},
      'DELETE'
    )
    if (!answer) return props.onMessage({ kind: 'error', text: t('designer.offline') })
    props.onMessage({
      kind: answer.ok ? 'success' : 'error',
      text: answer.body.message ?? t('errors.generic'),
    })
    if (answer.ok) props.onRemoved(image.id)
  }

  return (
    <section className="space-y-2" aria-label={t('designer.images.library')}>
      <label className="block text-sm">
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
      {props.images.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {props.images.map((image) => (
            <li key={image.id} className="flex items-center gap-2 rounded border px-2 py-1">
              <img
                src={urlFor('badge_templates.image', { id: image.id })}
                alt=""
                className="h-8 max-w-24 object-contain"
              />
              <button
                type="button"
                className="text-sm text-red-700 underline"
                onClick={() => void remove(image)}
              >
                {t('designer.images.remove', { name: image.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
