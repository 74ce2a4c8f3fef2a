import { useT } from '~/hooks/use_t'
import TextField from '~/components/text_field'

/** The account's current password, asked again before a change a borrowed session must not make. */
export default function CurrentPasswordField({ id, error }: { id?: string; error?: string }) {
  const t = useT()
  return (
    <TextField
      id={id}
      name="currentPassword"
      type="password"
      label={t('sign_in.account.current_password')}
      autoComplete="current-password"
      required
      error={error}
    />
  )
}
