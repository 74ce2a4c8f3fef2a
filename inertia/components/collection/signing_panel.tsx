import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useRef, useState } from 'react'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import SignatureField, { type SignatureFieldHandle } from '~/components/staff_desk/signature_field'
import PointerButton from '~/components/staff_desk/pointer_button'
import AcceptCheck from '~/components/staff_desk/accept_check'

type Props = {
  collectiveId: number
  /** Signing waits for every card to be shown and the texts accepted. */
  ready: boolean
  golfRequired: boolean
  texts: { privacy: string; golf: string }
  onRefused: (message: string) => void
}

/** The texts the collector accepts and the signature on the screen; signing is pressed, never Enter. */
export default function SigningPanel({
  collectiveId,
  ready,
  golfRequired,
  texts,
  onRefused,
}: Props) {
  const t = useT()
  const signature = useRef<SignatureFieldHandle>(null)
  const [privacy, setPrivacy] = useState(false)
  const [golf, setGolf] = useState(false)

  function sign() {
    const image = signature.current?.image() ?? null
    if (!image) return onRefused(t('collection.refusals.signature'))
    router.post(
      urlFor('collectives.sign', { id: collectiveId }),
      { privacy, golf, signature: image },
      { preserveScroll: true }
    )
  }

  return (
    <section className="card flex flex-col gap-4">
      <AcceptCheck
        label={t('collection.accept_privacy')}
        text={t(texts.privacy)}
        checked={privacy}
        onChange={setPrivacy}
      />
      {golfRequired && (
        <AcceptCheck
          label={t('collection.accept_golf')}
          text={t(texts.golf)}
          checked={golf}
          onChange={setGolf}
        />
      )}
      <SignatureField ref={signature} label={t('collection.signature')} />
      <div className="flex flex-wrap gap-3">
        <PointerButton
          className="btn-primary"
          onPress={sign}
          disabled={!ready || !privacy || (golfRequired && !golf)}
        >
          {t('collection.sign')}
        </PointerButton>
        <Link route="collectives.index" className="btn-secondary">
          {t('collection.save_later')}
        </Link>
      </div>
    </section>
  )
}
