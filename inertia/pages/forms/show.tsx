import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import { useFormatDate } from '~/hooks/use_format'
import { useShortcuts } from '~/hooks/use_shortcuts'
import PageTitle from '~/components/page_title'
import StateBadge from '~/components/staff_forms/state_badge'
import RfidField from '~/components/staff_desk/rfid_field'
import GatePanel from '~/components/staff_desk/gate_panel'
import GateLogEntry from '~/components/staff_desk/gate_log_entry'
import { useGatePolling } from '~/hooks/use_gate_polling'
import PrivacyCard, {
  type ConsentEntry,
  type Retention,
} from '~/components/staff_privacy/privacy_card'
import DuplicatesPanel, { type DuplicateShown } from '~/components/review/duplicates_panel'
import PhotoVerdictNote, { type PhotoVerdict } from '~/components/review/photo_verdict'
import FieldSection from '~/components/staff_forms/field_section'
import CredentialCard from '~/components/staff_forms/credential_card'
import { previewUrl } from '~/components/staff_forms/preview_url'
import FileAccessCard from '~/components/staff_privacy/file_access_card'
import type { Data } from '@generated/data'
import ChangeRequestPanel, {
  type ChangesPanelData,
} from '~/components/applicants/staff/change_request_panel'
import RejectionFields, { type RejectionChoice } from '~/components/staff_forms/rejection_fields'
import TitledCard from '~/components/titled_card'
import CardPanel from '~/components/staff_desk/card_panel'

type Props = {
  type: string
  form: Data.FormDetail
  fields: Data.FormField[]
  logs: Data.FormLog[]
  transitions: ('approved' | 'rejected')[]
  fileAccess: Data.FileAccess[]
  consents: ConsentEntry[]
  retention: Retention
  rejectionReasons: { id: string; label: string }[]
  duplicates: { shown: DuplicateShown[]; hidden: number }
  photoCheck: PhotoVerdict | null
  changes: ChangesPanelData | null
  can: { edit: boolean; rfid: boolean; print: boolean }
  replacementReasons: string[]
}

/** One request: every field, its files through the authorised preview, its state and its history. */
export default function FormShow({
  type,
  form,
  fields,
  logs,
  transitions,
  fileAccess,
  consents,
  retention,
  rejectionReasons,
  duplicates,
  photoCheck,
  changes,
  can,
  replacementReasons,
}: Props) {
  const t = useT()
  const formatDate = useFormatDate()
  const title = `${form.name} ${form.lastName}`
  const photo = fields.find((field) => field.name === 'image')?.file
  const [rejection, setRejection] = useState<RejectionChoice>({ reason: '', note: '' })
  const decide = (state: 'approved' | 'rejected', next: boolean) =>
    router.post(urlFor('staff_forms.change_state', { type, id: form.id }), {
      state,
      ...(next ? { next: true } : {}),
      ...(state === 'rejected' ? rejection : {}),
    })
  const canDecide = (state: 'approved' | 'rejected') => can.edit && transitions.includes(state)
  useGatePolling(type, form.id, form.gate)
  useShortcuts({
    a: () => canDecide('approved') && decide('approved', true),
    r: () => canDecide('rejected') && decide('rejected', true),
    e: () => can.edit && router.visit(urlFor('staff_forms.edit', { type, id: form.id })),
  })
  return (
    <div>
      <PageTitle title={title} />
      <p className="text-sm text-slate-600">
        <Link route="staff_forms.index" routeParams={{ type }} className="underline">
          {t(`form_types.${type}`)}
        </Link>{' '}
        · {form.tournament}
        {form.group && (
          <>
            {' '}
            · {t('forms_admin.group')}: <strong>{form.group}</strong>
          </>
        )}
      </p>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        <StateBadge state={form.state} />
        {can.edit && (
          <Link
            route="staff_forms.edit"
            routeParams={{ type, id: form.id }}
            className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 font-semibold"
          >
            {t('forms_admin.edit')}
          </Link>
        )}
        {can.edit &&
          transitions.map((state) => (
            <button
              key={state}
              type="button"
              onClick={() => decide(state, false)}
              className={
                state === 'approved'
                  ? 'btn-primary'
                  : 'inline-flex min-h-11 items-center rounded-md bg-red-700 px-5 font-semibold text-white'
              }
            >
              {t(state === 'approved' ? 'forms_admin.approve' : 'forms_admin.reject')}
            </button>
          ))}
        {can.edit &&
          transitions.map((state) => (
            <button
              key={`${state}-next`}
              type="button"
              onClick={() => decide(state, true)}
              aria-keyshortcuts={state === 'approved' ? 'A' : 'R'}
              className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 font-semibold"
            >
              {t(state === 'approved' ? 'forms_admin.approve_next' : 'forms_admin.reject_next')}
            </button>
          ))}
      </div>
      {can.edit && transitions.length > 0 && (
        <p className="-mt-2 mb-4 text-sm text-slate-600">{t('forms_admin.shortcuts')}</p>
      )}
      {canDecide('rejected') && (
        <RejectionFields reasons={rejectionReasons} value={rejection} onChange={setRejection} />
      )}
      <DuplicatesPanel duplicates={duplicates} canEdit={can.edit} />
      {changes && <ChangeRequestPanel formId={form.id} data={changes} canEdit={can.edit} />}
      <div className="grid gap-4 lg:grid-cols-3">
        <FieldSection code={form.code} fields={fields} />
        <div className="flex flex-col gap-4">
          <TitledCard id="photo-title" title={t('validator.shared.fields.image')}>
            {photo ? (
              <img
                src={previewUrl(photo)}
                alt={title}
                className="w-48 rounded border border-slate-200"
              />
            ) : (
              <p>—</p>
            )}
            <PhotoVerdictNote formId={form.id} verdict={photoCheck} canEdit={can.edit} />
          </TitledCard>
          <CredentialCard form={form} />
          {can.print && form.state === 'approved' && (
            <CardPanel form={form} reasons={replacementReasons} />
          )}
          {can.rfid && <RfidField formId={form.id} current={form.rfid} />}
          {can.rfid && (
            <GatePanel
              formId={form.id}
              state={form.state}
              gate={form.gate}
              desired={form.gateDesired}
              error={form.gateError}
            />
          )}
          <PrivacyCard consents={consents} retention={retention} />
          <FileAccessCard entries={fileAccess} />
          <TitledCard id="log-title" title={t('forms_admin.log')}>
            <ol className="flex flex-col gap-2 text-sm">
              {logs.map((log) => (
                <li key={log.id} className="border-l-2 border-slate-300 pl-3">
                  {log.gate ? (
                    <GateLogEntry entry={log.gate} />
                  ) : (
                    <p className="font-medium">
                      {t(`forms_admin.log_types.${log.type}`)}
                      {log.type === 'state' &&
                        ` · ${t(`forms_admin.states.${log.from}`)} → ${t(`forms_admin.states.${log.to}`)}`}
                    </p>
                  )}
                  <p className="text-slate-600">
                    {formatDate(log.at)} ·{' '}
                    {log.by ??
                      (log.gate && log.gate.event !== 'change' && log.gate.event !== 'retry'
                        ? t('gates.history.gate_system')
                        : t('forms_admin.applicant'))}
                  </p>
                  {log.card && (
                    <p className="text-slate-600">
                      {log.type === 'card_replaced'
                        ? t('badges.cards.history', {
                            version: log.card.version ?? '',
                            reason: t(`badges.cards.reasons.${log.card.reason}`),
                          })
                        : t('badges.cards.reprinted', { reason: log.card.reason })}
                    </p>
                  )}
                  {log.changed.length > 0 && (
                    <p className="text-slate-600">{log.changed.join(', ')}</p>
                  )}
                  {log.reason && (
                    <p data-testid="log-reason">
                      {t('forms_admin.log_reason', { reason: log.reason })}
                    </p>
                  )}
                  {log.note && (
                    <p data-testid="log-note" className="whitespace-pre-line">
                      {t('forms_admin.log_note', { note: log.note })}
                    </p>
                  )}
                </li>
              ))}
            </ol>
          </TitledCard>
        </div>
      </div>
    </div>
  )
}
