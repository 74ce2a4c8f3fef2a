import type { ReactNode } from 'react'
import { Form } from '@adonisjs/inertia/react'
import type { InferRoutes, UserRegistry } from '@tuyau/core/types'
import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'

type Routes = InferRoutes<UserRegistry>
/** A route's parameter names, never when it has none. */
type ParamsOf<Name extends keyof Routes> = keyof Routes[Name]['types']['params']
type Same<A, B> = [A, B] extends [B, A] ? true : false

/**
 * Every `x` with a `x.store` route without parameters and a `x.update` route
 * on `:id` alone (today users, tournaments, permissions, default_players).
 * Derived from the route registry, not listed: `<Form>` checks `{ id }`
 * against a union of routes loosely (one member taking `id` is enough), so
 * a listed `staff_forms` (`:type/:id`) would compile and fail at runtime.
 */
type StaffResource = {
  [Name in keyof Routes]: Name extends `${infer Resource}.update`
    ? `${Resource}.store` extends keyof Routes
      ? [Same<ParamsOf<Name>, 'id'>, Same<ParamsOf<`${Resource}.store`>, never>] extends [
          true,
          true,
        ]
        ? Resource
        : never
      : never
    : never
}[keyof Routes]

type Props = {
  /** Page title and heading ("New user", "Edit user"). */
  title: string
  resource: StaffResource
  /** The record being edited (saved with `<resource>.update`), or null to create one (`<resource>.store`). */
  record: { id: number } | null
  /** The permission form is narrower than the others. */
  width?: 'max-w-2xl' | 'max-w-3xl'
  /** The fields, given the validation errors of the last submit. */
  children: (errors: Record<string, string | undefined>) => ReactNode
}

/** A staff create/edit page: title, heading, and the card form with its fields and a save button. */
export default function StaffRecordForm({
  title,
  resource,
  record,
  width = 'max-w-3xl',
  children,
}: Props) {
  const t = useT()
  const body = ({
    errors,
    processing,
  }: {
    errors: Record<string, string | undefined>
    processing: boolean
  }) => (
    <>
      {children(errors)}
      <button type="submit" className="btn-primary self-start" disabled={processing}>
        {t('actions.save')}
      </button>
    </>
  )
  return (
    <div className={width}>
      <PageTitle title={title} />
      <h1 className="mb-4 text-2xl font-bold">{title}</h1>
      {record ? (
        <Form
          route={`${resource}.update`}
          routeParams={{ id: record.id }}
          className="card flex flex-col gap-5"
        >
          {body}
        </Form>
      ) : (
        <Form route={`${resource}.store`} className="card flex flex-col gap-5">
          {body}
        </Form>
      )}
    </div>
  )
}
