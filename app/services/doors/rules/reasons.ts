/**
 * What a steward says out loud, in both languages, for every reason the
 * engine gives. They live beside the engine (not in resources/lang) because
 * an offline device must say them without the server; `{zone}`, `{from}`
 * and `{to}` are filled in by the engine.
 */
export type Message = { es: string; en: string }

export const REASON_MESSAGES = {
  entry: { es: 'Adelante: entrada a {zone}.', en: 'Go ahead: entry to {zone}.' },
  exit: { es: 'Salida de {zone}.', en: 'Exit from {zone}.' },
  unknown_badge: {
    es: 'Acreditación desconocida.',
    en: 'Unknown badge.',
  },
  card_replaced: {
    es: 'Tarjeta sustituida: esta tarjeta ya no vale. Avise al responsable.',
    en: 'Card replaced: this card is no longer valid. Call the supervisor.',
  },
  other_tournament: {
    es: 'Esta acreditación no es de este torneo.',
    en: 'This badge is not for this tournament.',
  },
  exit_only: { es: 'Esta puerta es solo de salida.', en: 'This door is exit only.' },
  entry_only: { es: 'Esta puerta es solo de entrada.', en: 'This door is entry only.' },
  not_approved: {
    es: 'Acreditación no aprobada.',
    en: 'Badge not approved.',
  },
  blocked: {
    es: 'Acreditación bloqueada en los accesos.',
    en: 'Badge blocked at the gates.',
  },
  blacklisted: {
    es: 'Persona en la lista negra: avise al responsable.',
    en: 'Person on the blacklist: call the supervisor.',
  },
  zone_not_granted: {
    es: 'Sin permiso para {zone}.',
    en: 'No access to {zone}.',
  },
  outside_days: {
    es: 'Pase de día válido del {from} al {to}.',
    en: 'Day pass valid from {from} to {to}.',
  },
  door_closed: {
    es: 'Puerta cerrada: abre de {from} a {to}.',
    en: 'Door closed: open from {from} to {to}.',
  },
  /** Replaced by the rule's own message. */
  zone_rule: { es: 'Regla de la zona.', en: 'Zone rule.' },
  /** Not an engine verdict: the automatic check-out of everyone at a zone's night hour. */
  night_checkout: {
    es: 'Salida automática de {zone} por la noche.',
    en: 'Automatic night check-out from {zone}.',
  },
  already_inside: {
    es: 'Ya está dentro de {zone}: falta la salida.',
    en: 'Already inside {zone}: no exit recorded.',
  },
} satisfies Record<string, Message>

export type ReasonCode = keyof typeof REASON_MESSAGES
