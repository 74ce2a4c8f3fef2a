import { useEffect, useState } from 'react'
import { urlFor } from '~/client'
import { useT } from '~/hooks/use_t'
import { postForPdf } from '~/components/printing/post_json'
import type { Design } from '~/components/designer/design_types'

type Credential = { id: number; name: string; lastName: string; type: string }

/**
 * The live preview: the design on screen drawn by the server's renderer for
 * a credential chosen by search, shown as the PDF it prints. Redrawn a
 * moment after each change.
 */
export default function DesignPreview({
  tournamentId,
  design,
}: {
  tournamentId: number
  design: Design
}) {
  const t = useT()
  const [search, setSearch] = useState('')
  const [found, setFound] = useState<Credential[] | null>(null)
  const [chosen, setChosen] = useState<Credential | null>(null)
  const [pdf, setPdf] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function find(query: Record<string, string>) {
    const url = urlFor('badge_templates.credentials', { tournament: tournamentId }, { qs: query })
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
      })
      setFound(response.ok ? ((await response.json()) as Credential[]) : [])
    } catch {
      setError(t('designer.offline'))
    }
  }

  useEffect(() => {
    if (!chosen) return
    let cancelled = false
    const timer = setTimeout(async () => {
      const answer = await postForPdf(
        urlFor('badge_templates.preview', { tournament: tournamentId }),
        {
          formId: chosen.id,
          definition: design,
        }
      )
      if (cancelled) return
      if ('url' in answer) {
        setError(null)
        setPdf((old) => {
          if (old) URL.revokeObjectURL(old)
          return answer.url
        })
      } else setError(answer.message ?? t('designer.offline'))
    }, 400)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [chosen, design, tournamentId, t])

  return (
    <section className="card space-y-2" aria-label={t('designer.preview')}>
      <h2 className="font-semibold">{t('designer.preview')}</h2>
      <p className="text-sm text-slate-600">{t('designer.preview_help')}</p>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          void find({ search })
        }}
      >
        <label className="grow text-sm">
          <span className="field-label">{t('designer.preview_search')}</span>
          <input
            className="field-input"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <button type="submit" className="btn-secondary">
          {t('designer.search')}
        </button>
        {(['longest', 'minor', 'day_pass'] as const).map((pick) => (
          <button
            key={pick}
            type="button"
            className="btn-secondary"
            onClick={() => void find({ pick })}
          >
            {t(`designer.${pick}`)}
          </button>
        ))}
      </form>
      {found && found.length === 0 && <p className="text-sm">{t('designer.no_credentials')}</p>}
      {found && found.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {found.map((credential) => (
            <li key={credential.id}>
              <button
                type="button"
                className="btn-secondary text-sm"
                aria-pressed={chosen?.id === credential.id}
                onClick={() => setChosen(credential)}
              >
                {credential.name} {credential.lastName}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="rounded bg-red-50 px-3 py-2 text-red-800">
          {error}
        </p>
      )}
      {!chosen && <p className="text-sm text-slate-600">{t('designer.preview_none')}</p>}
      {pdf && chosen && (
        <iframe
          title={t('designer.preview')}
          data-testid="design-preview"
          data-form-id={chosen.id}
          src={pdf}
          className="h-96 w-full rounded border border-slate-200"
        />
      )}
    </section>
  )
}
