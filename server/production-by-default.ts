// Imported first by the process entry: React and other libraries choose their development or production build
// from NODE_ENV when they are loaded, and a server started without it (a bench, a process manager) would render
// with React's development build, several times slower. NODE_ENV=development still gives development.
process.env.NODE_ENV ??= "production";
