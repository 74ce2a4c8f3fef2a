/**
 * Every file the app writes (the embedded database, applicants' photos and ID
 * documents, exports, mail, import results) is readable by the app's user
 * alone. Imported first by every entry point: the web server, ace commands
 * (the queue worker among them) and the test runner.
 */
process.umask(0o077)
