/** "1 day", "2 days", "1 item was", "3 items were". */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
