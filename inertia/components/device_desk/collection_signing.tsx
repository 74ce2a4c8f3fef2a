import { useRef, useState } from 'react'
import { useT } from '~/hooks/use_t'
import SignatureField, { type SignatureFieldHandle } from '~/components/staff_desk/signature_field'
import PointerButton from '~/components/staff_desk/pointer_button'
import AcceptCheck from '~/components/staff_desk/accept_check'

/** What the collector accepted and drew, as the signing sends it. */
export type Signing = { privacy: boolean; golf: boolean; signature: string }

type Props = {
  texts: { privacy: string; golf: string }
  golfRequired: boolean
  /** Signing waits for cards, the network and no call under way. */
  canSign: boolean
  canSave: boolean
  onSign: (signing: Signing) => void
  onSave: () => void
  onNext: () => void
  onNoSignature: () => void
}

/**
 * The texts the collector accepts, the signature pad (the Sign desk's) and
 * the buttons: pressed by a touch or a click only, never by a scanner's Enter.
 */
export default function CollectionSigning(props: Props) {
  const t = useT()
  const signature = useRef<SignatureFieldHandle>(null)
  const [privacy, setPrivacy] = useState(false)
  const [golf, setGolf] = useState(false)

  function sign() {
    const image = signature.current?.image() ?? null
    if (!image) return props.onNoSignature()
    props.onSign({ privacy, golf: props.golfRequired && golf, signature: image })
  }

  return (
    <div className="card flex flex-col gap-4">
      <AcceptCheck
        label={t('desk.collection.accept_privacy')}
        text={props.texts.privacy}
        checked={privacy}
        onChange={setPrivacy}
      />
      {props.golfRequired && (
        <AcceptCheck
          label={t('desk.collection.accept_golf')}
          text={props.texts.golf}
          checked={golf}
          onChange={setGolf}
        />
      )}
      <SignatureField
        ref={signature}
        label={t('desk.collection.signature')}
        actions={{
          undo: t('desk.collection.signature_undo'),
          clear: t('desk.collection.signature_clear'),
        }}
      />
      <div className="flex flex-wrap gap-3">
        <PointerButton
          className="btn-primary"
          onPress={sign}
          disabled={!props.canSign || !privacy || (props.golfRequired && !golf)}
        >
          {t('desk.collection.sign')}
        </PointerButton>
        <PointerButton className="btn-secondary" onPress={props.onSave} disabled={!props.canSave}>
          {t('desk.collection.save_later')}
        </PointerButton>
        <PointerButton className="btn-secondary" onPress={props.onNext}>
          {t('desk.collection.next')}
        </PointerButton>
      </div>
    </div>
  )
}
