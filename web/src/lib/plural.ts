/** The contract's one plural helper (contract/plural.ts), where the web's components look for it. */
export { plural } from '@contract';
