/** `GET /api/v1/backoffice/players/:playerId/protection`: what the player set, for staff to read (decision 060). */
export const PLAYER_PROTECTION_PATH = '/api/v1/backoffice/players/:playerId/protection';

export const playerProtectionPath = (playerId: string): string =>
  PLAYER_PROTECTION_PATH.replace(':playerId', encodeURIComponent(playerId));
