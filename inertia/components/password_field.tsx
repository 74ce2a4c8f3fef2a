import { useEffect, useState } from 'react'
import { useT } from '~/hooks/use_t'
import TextField from '~/components/text_field'

type Estimator = { check: (password: string, inputs: string[]) => { score: number } }
let loading: Promise<Estimator> | null = null

/**
 * The estimator and its common-password list, loaded on the first keystroke
 * of a password page only (they weigh about a megabyte). The meter is a hint:
 * the server's rule (12 characters, not common, not built on the name or
 * email) decides, with a translated reason.
 */
function estimator() {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary },
        graphs: common.adjacencyGraphs,
      })
  )
  return loading
}

const LEVELS = ['very_weak', 'weak', 'fair', 'strong', 'very_strong'] as const
const COLOURS = ['bg-red-600', 'bg-red-500', 'bg-amber-500', 'bg-emerald-600', 'bg-emerald-700']

type Props = {
  name?: string
  label: string
  error?: string
  required?: boolean
  /** The account's name and email: a password built on them is weak. */
  personal?: string[]
}

/** A new-password input with a strength meter underneath. */
export default function PasswordField({
  name = 'password',
  label,
  error,
  required,
  personal = [],
}: Props) {
  const t = useT()
  const [password, setPassword] = useState('')
  /** The estimate of the password it was made for: a stale one is not shown. */
  const [estimate, setEstimate] = useState<{ password: string; score: number } | null>(null)
  const inputs = personal.join('\u0000')

  useEffect(() => {
    if (!password) return
    let current = true
    void estimator().then((zxcvbn) => {
      if (!current) return
      const short = [...password].length < 12
      const score = zxcvbn.check(password, inputs ? inputs.split('\u0000') : []).score
      setEstimate({ password, score: short ? Math.min(score, 1) : score })
    })
    return () => {
      current = false
    }
  }, [password, inputs])
  const score = password && estimate?.password === password ? estimate.score : null

  return (
    <div>
      <TextField
        name={name}
        type="password"
        label={label}
        autoComplete="new-password"
        required={required}
        error={error}
        onChange={(event) => setPassword(event.currentTarget.value)}
      />
      {score !== null && (
        <div className="mt-2" data-testid="password-strength">
          <div className="flex gap-1" aria-hidden="true">
            {LEVELS.map((level, index) => (
              <span
                key={level}
                className={`h-1.5 flex-1 rounded ${index <= score ? COLOURS[score] : 'bg-slate-200'}`}
              />
            ))}
          </div>
          <p className="mt-1 text-sm text-slate-700" aria-live="polite">
            {t('sign_in.strength.label')}: {t(`sign_in.strength.${LEVELS[score]}`)}
          </p>
        </div>
      )}
    </div>
  )
}
