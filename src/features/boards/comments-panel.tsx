// The comment board of the current page, opened from the footer's Comments.
import type { Board } from '../../services/types';
import { BoardView } from './board-view';
import styles from './comments-panel.module.css';

export default function CommentsPanel({ board }: { board: Board }) {
  return (
    <section id="comments-panel" className={styles.panel} aria-labelledby="comments-heading">
      <h2 id="comments-heading">{board.heading || 'Comments'}</h2>
      <BoardView board={board} />
    </section>
  );
}
