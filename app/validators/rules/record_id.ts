import vine from '@vinejs/vine'

/** Largest id an integer column holds on PostgreSQL; bigger numbers would make the query fail. */
export const MAX_RECORD_ID = 2_147_483_647

/** A reference to a row by id: a positive whole number the database can compare. */
export const recordId = () => vine.number().withoutDecimals().range([1, MAX_RECORD_ID])
