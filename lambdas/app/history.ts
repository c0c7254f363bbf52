/** History: completed tasks by day, and its summary (decision 030: handlers depend on use cases only). */
export { historySummary, listHistory } from '../store/history';
