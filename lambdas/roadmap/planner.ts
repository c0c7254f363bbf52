/**
 * The planner as the plans function calls it: a preview's plan, and the plan kind a week's review
 * rules by. Deployed, this module is a file of its own beside that function's bundle, loaded with the
 * first preview or review (load-planner.ts, decision 239).
 */
export { previewPlan } from './preview';
export { planKind } from './plan-kind';
