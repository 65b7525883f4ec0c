// The production server's entry (build/app-server/main.js). React and React Router pick their
// development or production builds from NODE_ENV when they are first loaded, and `npm start` sets
// none: without this the production server would render with React's development build (about a
// third slower, ADR 027). It must run before any module that imports React, hence the dynamic import.
process.env.NODE_ENV ??= "production";
await import("./main");

export {};
