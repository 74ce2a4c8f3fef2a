import { CollectiveFormSchema } from '#database/schema'

export default class CollectiveForm extends CollectiveFormSchema {}
