// The public API of @quoin/server: build the app from dependencies, or start it on a port.

export * from './app-deps.ts';
export * from './create-app.ts';
export * from './live/live-hub.ts';
export { DEFAULT_UPLOAD_QUOTA, type UploadQuota } from './routes/receive-upload.ts';
export * from './serve.ts';
export * from './to-error-response.ts';
