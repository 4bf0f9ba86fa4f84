/**
 * A position in a list ordered newest first by (createdAt, id): the last entry of the page before. Both are fixed
 * when a match is created, so an entry never moves: pages read one after another hold every entry that existed
 * when the first page was read, each once, whatever is created, changed or ended in between (entries created
 * meanwhile sort before the first page; entries deleted meanwhile are simply missing).
 */
export interface PagePosition {
  createdAt: Date;
  id: string;
}
