/** The user's own data (decision 030: handlers depend on use cases only): exported whole, or as completed tasks, and imported. */
export { completedCsv, exportUser } from '../store/export';
export { importUserData } from './import-data';
