// The Node side of @quoin/web: where the browser app lives and how to build it. The app itself is in src/app.

export * from './build-web-app.ts';
export * from './web-package-root.ts';
