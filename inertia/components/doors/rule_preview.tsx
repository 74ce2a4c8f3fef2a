import { useState } from 'react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import TextField from '~/components/text_field'
import SelectField from '~/components/select_field'
import { deskRequest, type DeskBody } from '~/components/staff_desk/desk_request'
import TitledCard from '~/components/titled_card'

type Props = { zoneId: number; doors: Data.Door[]; rules: string }

/** Tries the rules being typed on a scan at a door, a day and a time, before they are saved. */
export default function RulePreview({ zoneId, doors, rules }: Props) {
  const t = useT()
  const [preview, setPreview] = useState<
    | (Partial<DeskBody<'zones.preview'>> & {
        message: string
      })
    | null
  >(null)

  async function runPreview(form: HTMLFormElement) {
    const data = new FormData(form)
    const text = (name: string) => String(data.get(name) ?? '')
    const answer = await deskRequest('zones.preview', {
      params: { id: zoneId },
      body: {
        scan: text('scan'),
        doorId: Number(data.get('doorId')),
        direction: text('direction') as 'in' | 'out',
        date: text('date') || undefined,
        time: text('time') || undefined,
        rules,
      },
    })
    if (!answer) return setPreview({ message: t('errors.generic') })
    if (answer.ok) return setPreview(answer.body)
    const { body } = answer
    setPreview({
      message:
        body.message ??
        ('errors' in body ? body.errors?.[0]?.message : undefined) ??
        t('errors.generic'),
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
