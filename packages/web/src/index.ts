// The Node side of @quoin/web: where the browser app lives and how to build it. The app itself is in src/app.

export {
  buildWebApp,
  isWebAppBuilt,
  WEB_DIST_DIR,
} from './build-web-app.ts';
export { WEB_PACKAGE_ROOT } from './web-package-root.ts';
