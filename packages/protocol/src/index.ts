// The public API of @quoin/protocol: the wire shared by the server and its clients.

export * from './chat-responder.ts';
export * from './describe-zod-error.ts';
export * from './error-codes.ts';
export {
  findNulCharacter,
  formatFieldPath,
  nulCharacterMessage,
} from './find-nul-character.ts';
export * from './openapi.ts';
export * from './rest-routes.ts';
export * from './rest-schemas.ts';
export * from './ws-events.ts';
