// What every message of a board shares (the board, the viewer, the names,
// which threads are open, the actions and the clock), given once by BoardView
// to the recursive rows instead of passed down through each of them.
import { createContext, use } from 'react';
import type { Viewer } from '../../domain/permissions';
import type { Board, Message, MessageEdit } from '../../domain/types';

export interface MessageActions {
  reply: (parent: Message, content: string, files: File[]) => Promise<void>;
  edit: (message: Message, edit: MessageEdit) => Promise<void>;
  remove: (message: Message) => Promise<void>;
}

export interface BoardState {
  board: Board;
  viewer: Viewer | null;
  /** False when the viewer may only read (interaction status other than full, or a read-only display). */
  interactive: boolean;
  names: ReadonlyMap<string, string>;
  expanded: ReadonlySet<string>;
  toggleReplies: (id: string) => void;
  highlightId: string | null;
  actions: MessageActions;
  now: Date;
}

export const BoardStateContext = createContext<BoardState | null>(null);

export function useBoardState(): BoardState {
  const state = use(BoardStateContext);
  if (!state) throw new Error('A board message must be rendered inside <BoardStateContext>.');
  return state;
}
