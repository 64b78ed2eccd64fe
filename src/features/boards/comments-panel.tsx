// The comment board of the current page, opened from the footer's Comments.
// It renders before the footer, so opening it moves focus to its heading:
// otherwise the next Tab from the footer button would go on past the board.
import { useEffect, useRef } from 'react';
import type { Board } from '../../domain/types';
import { boardHeading } from './board-text';
import { BoardView } from './board-view';
import styles from './comments-panel.module.css';

export default function CommentsPanel({ board }: { board: Board }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section id="comments-panel" className={styles.panel} aria-labelledby="comments-heading">
      <h2 id="comments-heading" ref={headingRef} tabIndex={-1}>
        {boardHeading(board)}
      </h2>
      <BoardView board={board} />
    </section>
  );
}
