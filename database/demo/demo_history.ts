import { generateActivity } from '#database/generators/activity_data'

/**
 * The reports' charts on a newcomer's first look: the generated requests
 * bring weeks of requests, decisions, prints and collections; this adds two
 * weeks of door visits (entries, exits, a few refusals) at the demo zones and
 * meals and purchases at the demo restaurants by the approved holders.
 */
export async function seedDemoHistory() {
  await generateActivity({ passages: 6000, meals: 1500, seed: 2026, days: 14 })
}
