import type { ChatRecord } from './chat-repository.js';

/** A chat message as every reader, stream, webhook and export shows it (hidden-information rules do not apply). */
export interface ChatMessage {
  id: number;
  sender: { id: string; kind: 'seat' | 'spectator'; seat: number | null; name: string; playerId: string | null };
  createdAt: string;
  text: string;
}

export function chatMessageOf(record: ChatRecord): ChatMessage {
  return {
    id: record.id,
    sender: {
      id: record.sender,
      kind: record.senderSeat === null ? 'spectator' : 'seat',
      seat: record.senderSeat,
      name: record.senderName,
      playerId: record.senderPlayerId,
    },
    createdAt: record.createdAt.toISOString(),
    text: record.text,
  };
}
