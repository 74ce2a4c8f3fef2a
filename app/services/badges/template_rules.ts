import db from '@adonisjs/lucid/services/db'
import type Tournament from '#models/tournament'
import { categoriesOf } from '#services/badges/template_access'
import { CODE_KINDS, SIZES, type TemplateDefinition } from '#services/badges/badge_template'

/** A design problem: a translation key of `designer.problems` and the element it points to. */
export type TemplateProblem = { key: string; side?: number; element?: number }

/** Rounding of the designer's millimetres: an edge exactly on the card's edge is on the card. */
const EDGE = 0.01

/**
 * What makes a design unprintable, checked before anything is saved: an
 * element off the card, no code element a desk can read, a text without
 * text, an image id (on any element or background) that is not one of the
 * tournament's images, a category the tournament does not have.
 * The named sizes have their own dimensions whatever the design says; only
 * image elements keep an image id (an id elsewhere would show nothing yet
 * keep the image from being removed).
 */
export async function templateProblems(
  definition: TemplateDefinition,
  tournament: Tournament,
  category: string
): Promise<{ definition: TemplateDefinition; problems: TemplateProblem[] }> {
  const problems: TemplateProblem[] = []
  const sized = {
    ...definition,
    ...(definition.size === 'custom'
      ? {}
      : { width: SIZES[definition.size][0], height: SIZES[definition.size][1] }),
    sides: definition.sides.map((side) => ({
      ...side,
      elements: side.elements.map(({ imageId, ...element }) =>
        element.kind === 'image' ? { ...element, imageId } : element
      ),
    })),
  }
  if (category !== '' && !categoriesOf(tournament).some((known) => known.code === category))
    problems.push({ key: 'category' })
  const imageIds = new Set<number>()
  definition.sides.forEach((side, sideIndex) => {
    if (side.backgroundImageId) imageIds.add(side.backgroundImageId)
    side.elements.forEach((element, index) => {
      const at = { side: sideIndex, element: index }
      if (element.imageId) imageIds.add(element.imageId)
      if (
        element.x < -EDGE ||
        element.y < -EDGE ||
        element.x + element.width > sized.width + EDGE ||
        element.y + element.height > sized.height + EDGE
      )
        problems.push({ key: 'outside', ...at })
      if (element.kind === 'text' && !element.text?.es && !element.text?.en)
        problems.push({ key: 'empty_text', ...at })
      if (element.kind === 'image' && !element.imageId) problems.push({ key: 'no_image', ...at })
      if (element.minFontSize && element.fontSize && element.minFontSize > element.fontSize)
        problems.push({ key: 'font_range', ...at })
    })
  })
  const hasCode = sized.sides.some((side) =>
    side.elements.some((element) => CODE_KINDS.includes(element.kind))
  )
  if (!hasCode) problems.push({ key: 'no_code' })
  if (imageIds.size > 0) {
    const rows = await db
      .from('badge_images')
      .whereIn('id', [...imageIds])
      .where('tournament_id', tournament.id)
      .select('id')
    if (rows.length !== imageIds.size) problems.push({ key: 'unknown_image' })
  }
  return { definition: sized, problems }
}
