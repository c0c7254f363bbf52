import { z } from 'zod';
import { DIFFICULTIES } from '../domain/contract';

/**
 * The one roadmap schema: what every provider must produce, validated before anything is stored.
 * Also exported as JSON Schema, the tool/response schema the LLM providers hand to the model.
 * Code, not the model, numbers weeks and days and clamps counts and minutes (see normalize.ts), so
 * the schema is lenient where code repairs and strict where it cannot.
 */
export const ROADMAP_LIMITS = {
  weeks: { min: 1, max: 26 },
  daysPerWeek: { min: 1, max: 7 },
  tasksPerDay: { min: 1, max: 8 },
  title: 120,
  description: 1000,
  taskMinutes: { min: 5, max: 240 },
} as const;

const title = z.string().trim().min(1).max(400);
const description = z.string().trim().max(4000);

export const roadmapTaskSchema = z.object({
  title,
  description: description.default(''),
  difficulty: z.enum(DIFFICULTIES).catch('medium'),
  estimatedMinutes: z.number().positive().finite().optional(),
});

export const roadmapDaySchema = z.object({
  number: z.number().int().optional(),
  title,
  tasks: z.array(roadmapTaskSchema).min(ROADMAP_LIMITS.tasksPerDay.min),
});

export const roadmapWeekSchema = z.object({
  number: z.number().int().optional(),
  title,
  description: description.default(''),
  days: z.array(roadmapDaySchema).min(ROADMAP_LIMITS.daysPerWeek.min),
});

export const roadmapSchema = z.object({
  title,
  description: description.default(''),
  weeks: z.array(roadmapWeekSchema).min(ROADMAP_LIMITS.weeks.min),
});

export type RawRoadmap = z.infer<typeof roadmapSchema>;

/** JSON Schema of the roadmap, for Bedrock's tool input schema and OpenAI's response_format. */
export const roadmapJsonSchema = z.toJSONSchema(
  z.object({
    title: z.string().max(ROADMAP_LIMITS.title),
    description: z.string().max(ROADMAP_LIMITS.description),
    weeks: z
      .array(
        z.object({
          number: z.number().int(),
          title: z.string().max(ROADMAP_LIMITS.title).describe('"Week N: theme"'),
          description: z.string().max(ROADMAP_LIMITS.description),
          days: z
            .array(
              z.object({
                number: z.number().int(),
                title: z.string().max(ROADMAP_LIMITS.title).describe('"Day N: focus"'),
                tasks: z
                  .array(
                    z.object({
                      title: z.string().max(ROADMAP_LIMITS.title),
                      description: z.string().max(ROADMAP_LIMITS.description),
                      difficulty: z.enum(DIFFICULTIES),
                      estimatedMinutes: z.number().int(),
                    }),
                  )
                  .min(ROADMAP_LIMITS.tasksPerDay.min)
                  .max(ROADMAP_LIMITS.tasksPerDay.max),
              }),
            )
            .min(ROADMAP_LIMITS.daysPerWeek.min)
            .max(ROADMAP_LIMITS.daysPerWeek.max),
        }),
      )
      .min(ROADMAP_LIMITS.weeks.min)
      .max(ROADMAP_LIMITS.weeks.max),
  }),
  { target: 'draft-7' },
) as Record<string, unknown>;
