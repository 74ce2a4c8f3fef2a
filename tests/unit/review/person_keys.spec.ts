import { test } from '@japa/runner'
import {
  birthKey,
  birthWithinOneTypo,
  documentKey,
  likelySamePerson,
  nameKey,
  personKeys,
} from '#services/review/person_keys'

test.group('Review · the same person written another way', () => {
  test('a DNI or NIE is one key with or without its letter, separators or case', ({ assert }) => {
    assert.equal(documentKey('12345678Z'), '12345678Z')
    assert.equal(documentKey('12.345.678-z'), '12345678Z')
    assert.equal(documentKey('12345678'), '12345678Z')
    /** A wrong letter is a typo: the key is the number's own letter. */
    assert.equal(documentKey('12345678A'), '12345678Z')
    assert.equal(documentKey('x1234567'), 'X1234567L')
    assert.equal(documentKey('X-1234567-L'), 'X1234567L')
    assert.equal(documentKey('Y1234567'), 'Y1234567X')
    assert.equal(documentKey('AB 123 456'), 'AB123456')
    assert.isNull(documentKey('  - '))
    assert.isNull(documentKey(null))
  })

  test('names ignore accents, case, particles and the order of the surnames', ({ assert }) => {
    assert.equal(nameKey('María José', 'Gómez de la Fuente'), nameKey('MARIA JOSE', 'Fuente Gomez'))
    assert.equal(nameKey('Íñigo', 'Núñez-López'), 'inigo lopez nunez')
    assert.notEqual(nameKey('Ana', 'García'), nameKey('Ana', 'Martín'))
  })

  test('a birth date may be one typo off: a digit, two neighbours, or day and month', ({
    assert,
  }) => {
    assert.isTrue(birthWithinOneTypo(birthKey('1990-04-12'), birthKey('1990-04-13')))
    assert.isTrue(birthWithinOneTypo(birthKey('1990-04-12'), birthKey('1990-04-21')))
    assert.isTrue(birthWithinOneTypo(birthKey('1990-04-12'), birthKey('1990-12-04')))
    assert.isTrue(birthWithinOneTypo(birthKey('1990-04-12'), birthKey('1909-04-12')))
    assert.isFalse(birthWithinOneTypo(birthKey('1990-04-12'), birthKey('1991-05-12')))
    assert.isFalse(birthWithinOneTypo(birthKey('1990-04-12'), null))
  })

  test('who is likely one person, and who is not', ({ assert }) => {
    const person = (formId: number, fields: Record<string, string | null>, role = 'applicant') =>
      personKeys(formId, role as 'applicant' | 'tutor', fields)
    const original = person(1, {
      name: 'José',
      lastName: 'García López',
      document: '12345678Z',
      birthDate: '1990-04-12',
    })
    const sameDocument = person(2, {
      name: 'Jose',
      lastName: 'Lopez Garcia',
      document: '12345678',
      birthDate: '1990-04-12',
    })
    assert.deepEqual(likelySamePerson(original, sameDocument), ['document', 'name', 'birth'])
    const typoNoDocument = person(3, {
      name: 'Jose',
      lastName: 'Garcia Lopez',
      document: null,
      birthDate: '1990-04-13',
    })
    assert.deepEqual(likelySamePerson(original, typoNoDocument), ['name', 'birth'])
    /** Two documents that differ: a namesake born another day is another person. */
    const namesake = person(4, {
      name: 'José',
      lastName: 'García López',
      document: '87654321X',
      birthDate: '1990-04-13',
    })
    assert.isNull(likelySamePerson(original, namesake))
    /** A child who wrote the parent's DNI: neither the name nor the birth date agrees. */
    const child = person(5, {
      name: 'Lucía',
      lastName: 'Pérez Ruiz',
      document: '12345678Z',
      birthDate: '2012-06-01',
    })
    assert.isNull(likelySamePerson(original, child))
    /** A guardian has no birth date: the document and the name are enough. */
    const guardian = person(
      6,
      { name: 'Jose', lastName: 'Garcia', document: '12345678-z' },
      'tutor'
    )
    assert.deepEqual(likelySamePerson(original, guardian), ['document'])
    /** Two guardians are never paired: siblings share one. */
    const sameGuardian = person(
      7,
      { name: 'José', lastName: 'García', document: '12345678Z' },
      'tutor'
    )
    assert.isNull(likelySamePerson(guardian, sameGuardian))
  })
})
