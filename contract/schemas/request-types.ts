import type * as z from 'zod/mini';
import type {
  AdjustPlanRequest,
  CreateGoalRequest,
  CreateTaskRequest,
  RenameGoalRequest,
  UpdateStepRequest,
  UpdateTaskRequest,
} from '../api';
import type { adjustPlanSchema, createGoalSchema, renameGoalSchema } from './goals';
import type { createTaskSchema, updateGoalTaskSchema, updateStepSchema } from './tasks';

/**
 * The request types the web sends (contract/api.ts, with their documentation) held to the zod schemas
 * the handlers parse, at compile time (issue #37 item 2): a field added, renamed or retyped on one side
 * only fails `tsc`. Each pair must be the same type: what the interface allows, the schema takes in,
 * and what the schema gives out is the interface.
 */
// Each way, and the same field names: a field one side adds as optional would pass the `extends` alone.
type Both<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Same<A, B> = Both<A, B> extends true ? Both<keyof A, keyof B> : false;

type Checks = [
  Same<CreateGoalRequest, z.input<typeof createGoalSchema>>,
  Same<AdjustPlanRequest, z.infer<typeof adjustPlanSchema>>,
  Same<RenameGoalRequest, z.infer<typeof renameGoalSchema>>,
  Same<CreateTaskRequest, z.infer<typeof createTaskSchema>>,
  Same<UpdateTaskRequest, z.infer<typeof updateGoalTaskSchema>>,
  Same<UpdateStepRequest, z.infer<typeof updateStepSchema>>,
];
export const REQUEST_TYPES_MATCH_SCHEMAS: Checks = [true, true, true, true, true, true];
