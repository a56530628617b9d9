/** Imported first by a test that times the inbox's pages: React then loads its production build,
 * as the server runs it (the development build renders several times slower). */
process.env.NODE_ENV = "production";
