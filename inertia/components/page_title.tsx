import { Head } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'

/** "<page> · Accreditations", or the accreditation label alone. */
export default function PageTitle({ title }: { title?: string }) {
  const t = useT()
  return <Head title={title ? `${title} · ${t('app.title')}` : t('app.title')} />
}
