/**
 * The planner as the functions call it: for the plans function a preview's plan and the plan kind a
 * week's review rules by; for the generator a request's shape, Stride's own plan, a model's plan made
 * honest and the prompts that give a model Stride's plan. Deployed, this module is a file of its own
 * beside those two functions' bundles, loaded with the first preview, review or plan (load-planner.ts,
 * decisions 239 and 273). Nothing crosses between it and the bundle but plain data and `Error`s.
 */
export { previewPlan } from './preview';
export { planKind } from './plan-kind';
export { builtinPlan, defaultWeeks, honestPlan, shapeFor } from './plan-request';
export { outlinePrompt, scaffoldFor, SYSTEM_PROMPT, userPrompt, weekPrompt } from './prompt';
