import { Form } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import TextField from '~/components/text_field'
import SelectField from '~/components/select_field'
import TitledCard from '~/components/titled_card'

const DIRECTIONS = ['both', 'in', 'out'] as const

function DoorFields({
  door,
  errors,
  t,
}: {
  door?: Data.Door
  errors: Record<string, string>
  t: ReturnType<typeof useT>
}) {
  const prefix = door ? `door-${door.id}` : 'door-new'
  return (
    <div className="grid gap-3 sm:grid-cols-4">
      <TextField
        id={`${prefix}-name`}
        name="name"
        label={t('doors.zone.door_name')}
        defaultValue={door?.name}
        required
        error={errors.name}
      />
      <SelectField
        id={`${prefix}-direction`}
        name="direction"
        label={t('doors.zone.direction')}
        defaultValue={door?.direction ?? 'both'}
        options={DIRECTIONS.map((value) => ({ value, label: t(`doors.directions.${value}`) }))}
        error={errors.direction}
      />
      <TextField
        id={`${prefix}-opens`}
        name="opensAt"
        type="time"
        label={t('doors.zone.opens_at')}
        defaultValue={door?.opensAt ?? ''}
        error={errors.opensAt}
      />
      <TextField
        id={`${prefix}-closes`}
        name="closesAt"
        type="time"
        label={t('doors.zone.closes_at')}
        defaultValue={door?.closesAt ?? ''}
        error={errors.closesAt}
      />
    </div>
  )
}

/** A zone's doors, each saved or deleted on its own, and the form that adds one. */
export default function ZoneDoors({ zoneId, doors }: { zoneId: number; doors: Data.Door[] }) {
  const t = useT()
  return (
    <TitledCard
      id="doors-title"
      title={t('doors.zone.doors')}
      className="flex flex-col gap-4"
      headingClassName="text-xl font-semibold"
    >
      {doors.map((door) => (
        <div key={door.id} className="border-b border-slate-200 pb-4">
          <Form route="doors.update" routeParams={{ id: door.id }} className="flex flex-col gap-2">
            {({ errors, processing }) => (
              <>
                <DoorFields door={door} errors={errors as Record<string, string>} t={t} />
                <button type="submit" className="btn-secondary self-start" disabled={processing}>
                  {t('doors.zone.save_door')}
                  <span className="sr-only"> · {door.name}</span>
                </button>
              </>
            )}
          </Form>
          <Form route="doors.destroy" routeParams={{ id: door.id }} className="mt-2">
            <button type="submit" className="text-sm text-red-700 underline">
              {t('doors.zone.delete_door')}
              <span className="sr-only"> · {door.name}</span>
            </button>
          </Form>
        </div>
      ))}
      <Form route="doors.store" routeParams={{ id: zoneId }} className="flex flex-col gap-2">
        {({ errors, processing }) => (
          <>
            <DoorFields errors={errors as Record<string, string>} t={t} />
            <button type="submit" className="btn-primary self-start" disabled={processing}>
              {t('doors.zone.add_door')}
            </button>
          </>
        )}
      </Form>
    </TitledCard>
  )
}
