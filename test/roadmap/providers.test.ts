import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { bedrockProvider } from '../../lambdas/roadmap/bedrock';
import { openAiProvider } from '../../lambdas/roadmap/openai';
import {
  builtinProvider,
  generateRoadmap,
  modelFromEnv,
  providerFromEnv,
  RoadmapGenerationError,
  type RoadmapRequest,
} from '../../lambdas/roadmap/generate';
import { scaffoldFor, SYSTEM_PROMPT } from '../../lambdas/roadmap/prompt';

const request: RoadmapRequest = {
  category: 'custom',
  option: 'Custom',
  title: 'Learn to sail',
  description: 'Sail a dinghy alone',
  answers: { currentLevel: 'never sailed', targetLevel: 'sail solo', dailyMinutes: 30, weeks: 2 },
  // Two days a week, as the model's weeks below have them (decision 055).
  daysPerWeek: 2,
  weekdays: [2, 6],
};

/** What a model might answer: right shape, but with the prefix mistakes and excesses code must fix. */
const modelRoadmap = {
  title: 'Sailing',
  description: 'From shore to solo',
  weeks: [1, 2, 3].map((w) => ({
    number: 9,
    title: `Week ${w}: Week ${w}: Basics ${w}`,
    description: 'Learn the boat',
    days: [1, 2].map((d) => ({
      number: 1,
      title: `Day ${d}: Day ${d}: Knots`,
      tasks: [
        { title: 'Tie a bowline', description: 'Practise the bowline knot', difficulty: 'easy', estimatedMinutes: 20 },
        { title: 'Tie a bowline', description: 'Duplicate', difficulty: 'easy', estimatedMinutes: 20 },
        { title: 'Rig the boat', description: 'Put up the sail', difficulty: 'extreme', estimatedMinutes: 40 },
      ],
    })),
  })),
};

/** A model's answer to each part of a two-phase generation: the outline of modelRoadmap, or one week's days. */
const partAnswer = (name: string, user: string) =>
  name === 'roadmap_outline'
    ? {
        title: modelRoadmap.title,
        description: modelRoadmap.description,
        weeks: modelRoadmap.weeks.map(({ title, description }) => ({ title, description })),
      }
    : { days: modelRoadmap.weeks[Number(/write only week (\d+)/.exec(user)![1]) - 1]!.days };

describe('generateRoadmap', () => {
  it('normalises model output: numbering, duplicated prefixes, repeated tasks, weeks asked for, minutes', async () => {
    const plan = await generateRoadmap(request, { name: 'model', generate: async () => modelRoadmap });
    expect(plan.weeks).toHaveLength(2);
    expect(plan.weeks.map((w) => w.title)).toEqual(['Week 1: Basics 1', 'Week 2: Basics 2']);
    expect(plan.weeks[1]!.days.map((d) => [d.number, d.title])).toEqual([
      [1, 'Day 1: Knots'],
      [2, 'Day 2: Knots'],
    ]);
    const tasks = plan.weeks[0]!.days[0]!.tasks;
    expect(tasks.map((t) => t.title)).toEqual(['Tie a bowline', 'Rig the boat']);
    expect(tasks[1]!.difficulty).toBe('medium');
    expect(tasks.reduce((n, t) => n + t.estimatedMinutes, 0)).toBe(30);
  });

  it('holds a model to the person’s days: a longer week loses its last days, a shorter one takes Stride’s own for those missing', async () => {
    const three = { ...request, daysPerWeek: 3, weekdays: [1, 3, 5] };
    const filled = await generateRoadmap(three, { name: 'model', generate: async () => modelRoadmap });
    for (const week of filled.weeks) expect(week.days).toHaveLength(3);
    expect(filled.weeks[0]!.days[0]!.tasks.map((t) => t.title)).toEqual(['Tie a bowline', 'Rig the boat']);
    expect(filled.weeks[0]!.days[2]!.tasks[0]!.title).not.toBe('Tie a bowline');
    const one = await generateRoadmap({ ...request, daysPerWeek: 1, weekdays: [6] }, { name: 'model', generate: async () => modelRoadmap });
    for (const week of one.weeks) expect(week.days.map((d) => d.title)).toEqual(['Day 1: Knots']);
  });

  it('retries an invalid answer once, then succeeds', async () => {
    let calls = 0;
    const flaky = { name: 'flaky', generate: async () => (++calls === 1 ? { weeks: [] } : modelRoadmap) };
    await expect(generateRoadmap(request, flaky)).resolves.toMatchObject({ title: 'Sailing' });
    expect(calls).toBe(2);
  });

  it('gives up after two invalid answers with a reason for the user', async () => {
    let calls = 0;
    const broken = { name: 'broken', generate: async () => (calls++, { title: 'x', weeks: 'nope' }) };
    const error = await generateRoadmap(request, broken).catch((e) => e);
    expect(error).toBeInstanceOf(RoadmapGenerationError);
    expect(error.reason).toBe('The AI could not produce a valid roadmap. Please try again.');
    expect(calls).toBe(2);
  });

  it('tries a planner bug once: a TypeError with no network cause is not a service down', async () => {
    let calls = 0;
    const buggy = {
      name: 'buggy',
      generate: async () => {
        calls += 1;
        return Promise.reject(new TypeError("Cannot read properties of undefined (reading 'weeks')"));
      },
    };
    await generateRoadmap(request, buggy).catch((e) => e);
    expect(calls).toBe(1);
  });

  it('names an unreachable service differently from a bad answer', async () => {
    const down = { name: 'down', generate: async () => Promise.reject(new Error('ECONNREFUSED')) };
    const error = await generateRoadmap(request, down).catch((e) => e);
    expect(error.reason).toMatch(/not reachable/);
  });
});

describe('providerFromEnv', () => {
  it('defaults to the offline planner and refuses unknown or incomplete configuration', () => {
    expect(providerFromEnv({}).name).toBe('builtin');
    expect(providerFromEnv({ ROADMAP_PROVIDER: 'bedrock', BEDROCK_MODEL_ID: 'my-model' }).name).toBe('bedrock:my-model');
    expect(() => providerFromEnv({ ROADMAP_PROVIDER: 'openai' })).toThrow('ROADMAP_PROVIDER=openai needs OPENAI_BASE_URL and OPENAI_MODEL');
    expect(() => providerFromEnv({ ROADMAP_PROVIDER: 'gpt' })).toThrow(/builtin, bedrock or openai/);
    expect(builtinProvider.name).toBe('builtin');
  });

  it('names the same model without the planner for one call (the review summariser, decision 273)', () => {
    expect(modelFromEnv({})).toBeUndefined();
    expect(modelFromEnv({ ROADMAP_PROVIDER: 'builtin' })).toBeUndefined();
    expect(modelFromEnv({ ROADMAP_PROVIDER: 'bedrock', BEDROCK_MODEL_ID: 'my-model' })?.name).toBe('bedrock:my-model');
    expect(modelFromEnv({ ROADMAP_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', OPENAI_MODEL: 'llama3' })?.name).toBe(
      'openai:llama3',
    );
    expect(() => modelFromEnv({ ROADMAP_PROVIDER: 'openai' })).toThrow('ROADMAP_PROVIDER=openai needs OPENAI_BASE_URL and OPENAI_MODEL');
  });
});

describe('Bedrock provider (the Bedrock client is mocked: Bedrock cannot run here)', () => {
  type Answer = (name: string, user: string, call: number) => object;
  /** A Converse client whose answer depends on the forced tool (the part asked for) and the prompt. */
  const client = (
    answer: Answer = (name, user) => ({
      stopReason: 'tool_use',
      output: { message: { content: [{ toolUse: { name, input: partAnswer(name, user) } }] } },
    }),
  ) => {
    let calls = 0;
    return {
      send: jest.fn(async (command: ConverseCommand) => {
        const name = command.input.toolConfig!.tools![0]!.toolSpec!.name!;
        return answer(name, command.input.messages![0]!.content![0]!.text!, ++calls);
      }),
    };
  };
  const commands = (c: ReturnType<typeof client>) => c.send.mock.calls.map(([command]) => (command as ConverseCommand).input);

  it('asks for the outline, then each week in a call of its own, forcing each part’s tool and schema', async () => {
    const c = client();
    const plan = await generateRoadmap(request, bedrockProvider({ modelId: 'test-model', client: c as never, weeks: () => 2 }));
    expect(plan.weeks.map((w) => w.title)).toEqual(['Week 1: Basics 1', 'Week 2: Basics 2']);
    expect(plan.weeks[1]!.days).toHaveLength(2);
    const [outline, ...weeks] = commands(c);
    expect(weeks).toHaveLength(2);
    expect(outline!.modelId).toBe('test-model');
    expect(outline!.toolConfig?.toolChoice).toEqual({ tool: { name: 'roadmap_outline' } });
    expect(outline!.toolConfig?.tools?.[0]?.toolSpec?.inputSchema?.json).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['weeks']),
    });
    for (const week of weeks) {
      expect(week.toolConfig?.toolChoice).toEqual({ tool: { name: 'roadmap_week' } });
      expect(week.toolConfig?.tools?.[0]?.toolSpec?.inputSchema?.json).toMatchObject({ required: ['days'] });
    }
    expect(JSON.stringify(outline!.messages)).toContain('Learn to sail');
  });

  /** A model that outlines 26 weeks (each described in `description`), then answers each week with modelRoadmap's first. */
  const twentySixWeeks = (description = '') =>
    client((name, user) => ({
      stopReason: 'tool_use',
      output: {
        message: {
          content: [
            {
              toolUse: {
                name,
                input:
                  name === 'roadmap_outline'
                    ? {
                        title: 'Twenty-six weeks',
                        description: '',
                        weeks: Array.from({ length: 26 }, (_, i) => ({ title: `Week ${i + 1}: Part ${i + 1}`, description })),
                      }
                    : { days: modelRoadmap.weeks[0]!.days, user },
              },
            },
          ],
        },
      },
    }));

  it('never asks a model for more output than it allows, even for a 26-week plan', async () => {
    const long = { ...request, answers: { ...request.answers, weeks: 26 } };
    for (const [modelId, limit] of [
      ['amazon.nova-lite-v1:0', 5000],
      ['us.amazon.nova-pro-v1:0', 5000],
      ['global.amazon.nova-2-lite-v1:0', 65535],
      ['some-other-model', 4096],
    ] as const) {
      const c = twentySixWeeks();
      const plan = await generateRoadmap(long, bedrockProvider({ modelId, client: c as never, weeks: () => 26 }));
      expect(plan.weeks).toHaveLength(26);
      const asked = commands(c).map((input) => input.inferenceConfig!.maxTokens!);
      expect(asked).toHaveLength(27);
      expect(Math.max(...asked)).toBeLessThanOrEqual(limit);
    }
  });

  it('sums up a week’s review through the same model: its own forced tool, a few hundred tokens, the rules’ decision given', async () => {
    const { reviewSummaryCall, summaryOf, SUMMARY_MAX } = await import('../../lambdas/roadmap/review-summary');
    const review = {
      week: 3,
      title: 'Week 3: Present tense and everyday life (towards A1)',
      endedOn: '2026-11-20',
      planned: { tasks: 15, minutes: 150, days: 5 },
      done: { tasks: 9, minutes: 80, days: 2 },
      answer: { feel: 'hard' as const, note: 'Busy at work', answeredAt: '2026-11-21T08:00:00Z' },
    };
    const change = { kind: 'repeat' as const, why: 'A hard week with 3 days left undone: this week once more.' };
    for (const [modelId, limit] of [
      ['amazon.nova-micro-v1:0', 5000],
      ['global.amazon.nova-2-lite-v1:0', 65535],
    ] as const) {
      const c = client((name) => ({
        stopReason: 'tool_use',
        output: {
          message: {
            content: [{ toolUse: { name, input: { summary: 'Nine of fifteen tasks on two days: a hard week, honestly met.' } } }],
          },
        },
      }));
      const provider = bedrockProvider({ modelId, client: c as never, weeks: () => 2 });
      const answer = await provider.callModel!(reviewSummaryCall('Learn Spanish', review, change));
      expect(summaryOf(answer)).toBe('Nine of fifteen tasks on two days: a hard week, honestly met.');
      const [input] = commands(c);
      expect(input!.toolConfig!.toolChoice).toEqual({ tool: { name: 'week_review' } });
      expect(input!.inferenceConfig!.maxTokens).toBeLessThanOrEqual(Math.min(256, limit));
      const facts = input!.messages![0]!.content![0]!.text!;
      expect(facts).toContain('"decided":"A hard week with 3 days left undone: this week once more."');
      expect(facts).toContain('"note":"Busy at work"');
    }
    // What the model may not answer with: too long, empty, or carrying a link.
    expect(summaryOf({ summary: 'x'.repeat(SUMMARY_MAX + 1) })).toBeUndefined();
    expect(summaryOf({ summary: '   ' })).toBeUndefined();
    expect(summaryOf({ summary: 'Read more at https://example.com' })).toBeUndefined();
    expect(summaryOf('Nice week')).toBeUndefined();
    // The builtin planner has no model: no summary is asked of it.
    expect(builtinProvider.callModel).toBeUndefined();
  });

  it('keeps every prompt of a 26-week plan within 16,000 characters (about 4,000 tokens), so a model with an 8K context takes it with room to answer', async () => {
    const c = twentySixWeeks('x'.repeat(400));
    const spanish: RoadmapRequest = {
      category: 'languages',
      option: 'Spanish',
      answers: { currentLevel: 'beginner', targetLevel: 'B1', dailyMinutes: 60, weeks: 26 },
    };
    await generateRoadmap(spanish, bedrockProvider({ client: c as never, weeks: () => 26 }));
    const sizes = commands(c).map((input) => input.system![0]!.text!.length + input.messages![0]!.content![0]!.text!.length);
    expect(sizes).toHaveLength(27);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(16_000);
  });

  it('asks again for a week whose answer was unusable, and only for that week', async () => {
    let spoiled = false;
    const c = client((name, user) => {
      const input = !spoiled && /write only week 2/.test(user) ? ((spoiled = true), { days: 'not days' }) : partAnswer(name, user);
      return { stopReason: 'tool_use', output: { message: { content: [{ toolUse: { name, input } }] } } };
    });
    const plan = await generateRoadmap(request, bedrockProvider({ client: c as never, weeks: () => 2 }));
    expect(plan.weeks).toHaveLength(2);
    expect(commands(c).map((input) => input.toolConfig!.toolChoice)).toHaveLength(4); // outline, week 1, week 2 twice
  });

  it('treats a truncated answer and an answer without the tool as invalid', async () => {
    const truncated = client((name) => ({
      stopReason: 'max_tokens',
      output: { message: { content: [{ toolUse: { name, input: { title: 'Sai' } } }] } },
    }));
    await expect(generateRoadmap(request, bedrockProvider({ client: truncated as never, weeks: () => 2 }))).rejects.toThrow(
      RoadmapGenerationError,
    );
    expect(truncated.send).toHaveBeenCalledTimes(4); // the outline twice, in each of two attempts
    const prose = client(() => ({ stopReason: 'end_turn', output: { message: { content: [{ text: 'Here is your plan…' }] } } }));
    const error = await generateRoadmap(request, bedrockProvider({ client: prose as never, weeks: () => 2 })).catch((e) => e);
    expect(error.reason).toMatch(/valid roadmap/);
  });
});

describe('OpenAI-compatible provider (against a small local server speaking that API)', () => {
  let server: Server;
  let baseUrl: string;
  let reply: (body: any) => { status: number; body: unknown; delayMs?: number };
  const received: any[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const body = JSON.parse(raw);
        received.push({ url: req.url, auth: req.headers.authorization, body });
        const r = reply(body);
        setTimeout(() => {
          res.writeHead(r.status, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify(r.body));
        }, r.delayMs ?? 0);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const completion = (content: string, finish = 'stop') => ({
    choices: [{ message: { role: 'assistant', content }, finish_reason: finish }],
  });

  it('asks for schema-shaped JSON and accepts a fenced JSON answer', async () => {
    reply = (body) => ({
      status: 200,
      body: completion('```json\n' + JSON.stringify(partAnswer(body.response_format.json_schema.name, body.messages[1].content)) + '\n```'),
    });
    const before = received.length;
    const plan = await generateRoadmap(request, openAiProvider({ baseUrl, model: 'llama3', apiKey: 'k-123', weeks: () => 2 }));
    expect(plan.title).toBe('Sailing');
    expect(plan.weeks).toHaveLength(2);
    const calls = received.slice(before);
    expect(calls.map((c) => c.body.response_format.json_schema.name)).toEqual(['roadmap_outline', 'roadmap_week', 'roadmap_week']);
    const last = calls.at(-1);
    expect(last.url).toBe('/v1/chat/completions');
    expect(last.auth).toBe('Bearer k-123');
    expect(last.body.model).toBe('llama3');
    expect(last.body.response_format.type).toBe('json_schema');
    expect(last.body.max_tokens).toBeLessThanOrEqual(4096);
  });

  it('makes one call through modelFromEnv within the model’s output limit, as the review summariser does', async () => {
    reply = () => ({ status: 200, body: completion('{"summary":"A steady week."}') });
    const before = received.length;
    const model = modelFromEnv({ ROADMAP_PROVIDER: 'openai', OPENAI_BASE_URL: baseUrl, OPENAI_MODEL: 'llama3' })!;
    const answer = await model.callModel({ name: 'week_review', schema: {}, system: 'Sum up.', user: 'The week.', maxTokens: 50_000 });
    expect(answer).toEqual({ summary: 'A steady week.' });
    const calls = received.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0].body.max_tokens).toBe(4096);
  });

  const answering =
    (delayMs: (body: any) => number = () => 0) =>
    (body: any) => ({
      status: 200,
      body: completion(JSON.stringify(partAnswer(body.response_format.json_schema.name, body.messages[1].content))),
      delayMs: delayMs(body),
    });
  const prompts = (from: number) => received.slice(from).map((c) => c.body.messages[1].content as string);

  it('hands the model Stride’s own plan as its scaffold: the honest facts, the sessions and their minutes', async () => {
    reply = answering();
    const before = received.length;
    const runner: RoadmapRequest = {
      category: 'health',
      option: 'Physical Fitness',
      answers: { currentLevel: 'I run 5K twice a week', targetLevel: 'run a marathon', dailyMinutes: 45 },
    };
    await generateRoadmap(runner, openAiProvider({ baseUrl, model: 'm', weeks: () => 3 }));
    const [outline, week1, week2] = prompts(before);
    // What the plan honestly reaches, and what the target takes: the model is told, and told to keep it.
    expect(outline).toContain('What this plan honestly reaches, from Stride');
    expect(outline).toMatch(/Marathon \(running 42\.2 km\) takes about \d+ weeks of training/);
    expect(outline).toContain('Plan exactly 3 weeks.');
    // Each week's sessions with their minutes, in the outline; the week in full in its own call.
    expect(outline).toMatch(/Long run: \d+ minutes.*\(\d+ min\)/);
    expect(week1).toContain('Stride’s expert plan for this week (keep its sessions, quantities and minutes');
    expect(week1).not.toContain('The week before');
    expect(week2).toContain('The week before, as written');
    expect(SYSTEM_PROMPT).toMatch(/never claim a level, distance or result the time cannot reach/);
  });

  it('gives a custom goal the deliberate-practice template, to be written in the person’s own words', async () => {
    reply = answering();
    const before = received.length;
    await generateRoadmap(request, openAiProvider({ baseUrl, model: 'm', weeks: () => 2 }));
    const [outline] = prompts(before);
    expect(outline).toContain('Custom goal: "Learn to sail". Sail a dinghy alone');
    expect(outline).toContain('Replace its wording with the real sub-skills of');
    // The parts the person named reach the model, and the scaffold practises them (a goal of no known kind:
    // sailing has its own water-sport track, decision 103).
    const withParts = received.length;
    const parts = ['the spin', 'the toss', 'the orbit'];
    await generateRoadmap(
      {
        ...request,
        title: 'Diabolo tricks',
        description: 'Tricks for the school talent show',
        daysPerWeek: 5,
        weekdays: [1, 2, 3, 4, 5],
        answers: { ...request.answers, currentLevel: 'never tried', targetLevel: 'a one-minute routine', parts },
      },
      openAiProvider({ baseUrl, model: 'm', weeks: () => 6 }),
    );
    const [named] = prompts(withParts);
    expect(named).toContain('Its parts, in the order the person will learn them: the spin, the toss and the orbit.');
    expect(named).toContain('The spin: the form, slowly, with feedback');
  });

  it('writes one week at a time when configured so, each seeing the week before as the model wrote it', async () => {
    let inFlight = 0;
    let most = 0;
    reply = (body) => {
      inFlight++;
      most = Math.max(most, inFlight);
      setTimeout(() => inFlight--, 20);
      return { ...answering()(body), delayMs: 20 };
    };
    const before = received.length;
    await generateRoadmap(request, openAiProvider({ baseUrl, model: 'm', weeks: () => 3, concurrency: 1 }));
    expect(most).toBe(1);
    const [, , week2, week3] = prompts(before);
    // Week 1 as the model wrote it (modelRoadmap's tasks), not as Stride planned it.
    expect(week2).toMatch(/The week before, as written[\s\S]*Tie a bowline/);
    expect(week3).toMatch(/The week before, as written[\s\S]*Tie a bowline/);
  });

  it('finishes within its time: weeks the model has no time for follow Stride’s own plan, and the plan says so', async () => {
    // A slow local model: the outline and week 1 at once, every later week far too slow.
    // (Far slower than the budget, so that a loaded machine's own planning time cannot blur the two.)
    reply = answering((body) => (/write only week [23]/.test(body.messages[1].content) ? 10000 : 0));
    const started = Date.now();
    const three = { ...request, answers: { ...request.answers, weeks: 3 } };
    const plan = await generateRoadmap(three, openAiProvider({ baseUrl, model: 'm', weeks: () => 3, concurrency: 1, budgetMs: 300 }));
    // It did not wait for the slow weeks.
    expect(Date.now() - started).toBeLessThan(8000);
    expect(plan.weeks).toHaveLength(3);
    expect(plan.weeks[0]!.days[0]!.tasks[0]!.title).toBe('Tie a bowline');
    expect(plan.weeks.slice(1).map((w) => w.title)).toEqual(
      scaffoldFor(three, 3)
        .weeks.slice(1)
        .map((w) => w.title),
    );
    expect(plan.description).toContain('Weeks 2–3 follow Stride’s own plan: the AI had no time left for them.');
  });

  it('makes a model’s plan honest whatever it answered: no level it does not reach, advice first, easy runs easy', async () => {
    const spanish: RoadmapRequest = {
      category: 'languages',
      option: 'Spanish',
      answers: { currentLevel: 'complete beginner', targetLevel: 'fluent', dailyMinutes: 15 },
    };
    const boastful = {
      title: 'Fluent Spanish',
      description: 'You will be fluent in ten weeks.',
      weeks: [1, 2].map((w) => ({
        title: `Week ${w}: Everything (C1)`,
        description: 'Fast.',
        days: [
          {
            title: 'Day 1: Go',
            tasks: [{ title: 'Easy run: 20 min', description: 'Very easy.', difficulty: 'hard', estimatedMinutes: 15 }],
          },
        ],
      })),
    };
    const plan = await generateRoadmap(spanish, { name: 'model', generate: async () => boastful });
    expect(plan.weeks[0]!.title).toBe('Week 1: Everything (towards C1)');
    expect(plan.description).toMatch(/^At 15 minutes a day, 5 days a week, this plan works towards A1 .* C1 .* takes about 750 hours/);
    expect(plan.weeks[0]!.days[0]!.tasks[0]!.difficulty).toBe('easy');
    const panic: RoadmapRequest = {
      category: 'health',
      option: 'Mental Health',
      answers: { currentLevel: 'panic attacks', targetLevel: 'calm', dailyMinutes: 20 },
    };
    expect((await generateRoadmap(panic, { name: 'model', generate: async () => boastful })).description).toMatch(
      /^You mention panic attacks/,
    );
  });

  it('fails with a clear reason on malformed JSON, after one retry', async () => {
    const before = received.length;
    reply = () => ({ status: 200, body: completion('{"title": "Sailing", "weeks": [') });
    const error = await generateRoadmap(request, openAiProvider({ baseUrl, model: 'm', weeks: () => 2 })).catch((e) => e);
    expect(error).toBeInstanceOf(RoadmapGenerationError);
    expect(error.reason).toMatch(/valid roadmap/);
    expect(received.length - before).toBe(4); // the outline asked twice, in each of two attempts
  });

  it('gives up on a server that does not answer in time', async () => {
    reply = () => ({ status: 200, body: completion(JSON.stringify(modelRoadmap)), delayMs: 500 });
    const error = await generateRoadmap(request, openAiProvider({ baseUrl, model: 'm', timeoutMs: 100, weeks: () => 2 })).catch((e) => e);
    expect(error).toBeInstanceOf(RoadmapGenerationError);
    expect(error.reason).toMatch(/not reachable/);
  });

  it('reports an HTTP error from the endpoint', async () => {
    reply = () => ({ status: 503, body: { error: 'overloaded' } });
    const error = await generateRoadmap(request, openAiProvider({ baseUrl, model: 'm', weeks: () => 2 })).catch((e) => e);
    expect(String(error.cause)).toMatch(/HTTP 503/);
  });
});
