import { useState } from 'react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import TextField from '~/components/text_field'
import SelectField from '~/components/select_field'
import { deskRequest } from '~/components/staff_desk/desk_request'
import TitledCard from '~/components/titled_card'

type Props = { zoneId: number; doors: Data.Door[]; rules: string }

/** Tries the rules being typed on a scan at a door, a day and a time, before they are saved. */
export default function RulePreview({ zoneId, doors, rules }: Props) {
  const t = useT()
  const [preview, setPreview] = useState<{
    verdict?: string
    message: string
    holder?: string | null
  } | null>(null)

  async function runPreview(form: HTMLFormElement) {
    const data = new FormData(form)
    const answer = await deskRequest<{
      verdict?: string
      message?: string
      holder?: string | null
      errors?: { message: string }[]
    }>('POST', urlFor('zones.preview', { id: zoneId }), {
      scan: data.get('scan'),
      doorId: Number(data.get('doorId')),
      direction: data.get('direction'),
      date: data.get('date') || undefined,
      time: data.get('time') || undefined,
      rules,
    })
    if (!answer) return setPreview({ message: t('errors.generic') })
    const body = answer.body
    setPreview({
      verdict: body.verdict,
      message: body.message ?? body.errors?.[0]?.message ?? t('errors.generic'),
      holder: body.holder,
    })
  }

  return (
    <TitledCard
      id="preview-title"
      title={t('doors.zone.preview')}
      className="flex flex-col gap-3"
      headingClassName="text-xl font-semibold"
    >
      <p className="text-sm text-slate-600">{t('doors.zone.preview_hint')}</p>
      <form
        className="grid gap-3 sm:grid-cols-3"
        onSubmit={(event) => {
          event.preventDefault()
          void runPreview(event.currentTarget)
        }}
      >
        <TextField id="preview-scan" name="scan" label={t('doors.zone.preview_scan')} required />
        <SelectField
          id="preview-door"
          name="doorId"
          label={t('doors.zone.preview_door')}
          options={doors.map((door) => ({ value: door.id, label: door.name }))}
        />
        <SelectField
          id="preview-direction"
          name="direction"
          label={t('doors.zone.direction')}
          options={(['in', 'out'] as const).map((value) => ({
            value,
            label: t(`doors.directions.${value}`),
          }))}
        />
        <TextField id="preview-date" name="date" type="date" label={t('doors.zone.preview_date')} />
        <TextField id="preview-time" name="time" type="time" label={t('doors.zone.preview_time')} />
        <button type="submit" className="btn-secondary self-end" disabled={doors.length === 0}>
          {t('doors.zone.preview_run')}
        </button>
      </form>
      {preview && (
        <p
          role="status"
          data-testid="rule-preview"
          className={`rounded px-3 py-2 font-semibold ${preview.verdict === 'admit' ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}
        >
          {preview.verdict
            ? `${t(preview.verdict === 'admit' ? 'doors.check.admit' : 'doors.check.deny')}: `
            : ''}
          {preview.holder ? `${preview.holder} · ` : ''}
          {preview.message}
        </p>
      )}
    </TitledCard>
  )
}
