import { type ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { bedrockProvider } from '../../lambdas/roadmap/bedrock';
import { generateRoadmap, type RoadmapRequest } from '../../lambdas/roadmap/generate';
import { outputLimit } from '../../lambdas/roadmap/model-limits';
import { userPrompt } from '../../lambdas/roadmap/prompt';
import { ask } from './language-ask';

/**
 * The AI provider's brief names a language plan's own task and its purpose as fields (issue #36, round 12;
 * decision 194), so a model plans its weeks around them as the builtin planner does. Bedrock cannot run here: a
 * stand-in client answers in the Converse API's shape (tool use), and the test holds what is sent to it — the
 * fields, a prompt within 16,000 characters and an output cap within the model's own limit (model-limits.ts).
 */

const touchline = ask('Spanish', 'complete beginner', 'chat with the other parents at my son’s soccer games', 20, 4);
const move = ask(
  'German',
  'a little from school',
  "we're moving to Munich next year: the doctor, the bank, the landlord, the kids' school",
  30,
  5,
);

describe('the language task and its purpose in the brief', () => {
  it('a described purpose: the task, its domain and people, its situations in order, the finale', () => {
    const brief = userPrompt(touchline, 26);
    expect(brief).toContain(
      'Language task: your touchline chats (the CEFR’s personal domain; the people met: the other parents and the coach).',
    );
    expect(brief).toContain('Its purpose, in the person’s words: “chat with the other parents at my son’s soccer games”.');
    const order = /in this order, with the week’s grammar used for it: (.+); then a match on the touchline, whole\./.exec(brief)?.[1];
    expect(order?.split('; ')[0]).toBe('hello, and whose parent you are');
    expect(brief).toContain(
      'Its last milestone is the task done for real: Your touchline chats: a whole game spent talking with the other parents.',
    );
  });

  it('a move: its errands, a doctor seen as the patient', () => {
    const brief = userPrompt(move, 26);
    expect(brief).toMatch(/Language task: your new daily life \(the CEFR’s public domain/);
    expect(brief).toMatch(/at the doctor’s, as the patient/);
    expect(brief).not.toMatch(/ward/i);
  });

  it('a written-out genre and an exam are named too', () => {
    expect(userPrompt(ask('German', 'B1', 'lead the daily scrum in German', 45, 4), 26)).toContain(
      'Language task: your stand-up and sprint review.',
    );
    expect(userPrompt(ask('Spanish', 'A2', 'get my DELE B1 certificate', 30, 5), 26)).toMatch(/Language exam: DELE, its papers/);
  });

  it('nothing where the words name no task, and nothing for another option', () => {
    expect(userPrompt(ask('Italian', 'beginner', 'reach B1', 30, 5), 26)).not.toMatch(/Language (task|exam)/);
    const running: RoadmapRequest = {
      category: 'health',
      option: 'Physical Fitness',
      answers: { currentLevel: 'I walk', targetLevel: 'walk the Camino de Santiago', dailyMinutes: 40 },
      daysPerWeek: 4,
    };
    expect(userPrompt(running, 12)).not.toMatch(/Language task/);
  });
});

describe('the brief stays within the model’s limits', () => {
  /** A stand-in Bedrock client that outlines 26 weeks and answers each week with one short day. */
  const client = () => ({
    send: jest.fn(async (command: ConverseCommand) => {
      const name = command.input.toolConfig!.tools![0]!.toolSpec!.name!;
      const day = {
        number: 1,
        title: 'Day 1: Practice',
        tasks: [{ title: 'Greet a parent', description: 'Say which child is yours.', difficulty: 'easy', estimatedMinutes: 20 }],
      };
      const input =
        name === 'roadmap_outline'
          ? {
              title: 'Spanish on the touchline',
              description: 'x'.repeat(400),
              weeks: Array.from({ length: 26 }, (_, i) => ({ title: `Week ${i + 1}: Part ${i + 1}`, description: 'x'.repeat(400) })),
            }
          : {
              days: [
                day,
                { ...day, number: 2, title: 'Day 2: Practice' },
                { ...day, number: 3 },
                { ...day, number: 4 },
                { ...day, number: 5 },
              ],
            };
      return { stopReason: 'tool_use', output: { message: { content: [{ toolUse: { name, input } }] } } };
    }),
  });

  it.each([
    ['amazon.nova-lite-v1:0', touchline],
    ['global.amazon.nova-2-lite-v1:0', move],
  ] as const)(
    '%s: every prompt of a 26-week plan within 16,000 characters, the output asked within the model’s limit',
    async (modelId, request) => {
      const c = client();
      await generateRoadmap(
        { ...request, answers: { ...request.answers, weeks: 26 } },
        bedrockProvider({ modelId, client: c as never, weeks: () => 26 }),
      );
      const inputs = c.send.mock.calls.map(([command]) => command.input);
      expect(inputs).toHaveLength(27);
      for (const input of inputs) {
        expect(input.system![0]!.text!.length + input.messages![0]!.content![0]!.text!.length).toBeLessThanOrEqual(16_000);
        expect(input.inferenceConfig!.maxTokens!).toBeLessThanOrEqual(outputLimit(modelId));
        expect(input.messages![0]!.content![0]!.text!).toMatch(/Language task: your (touchline chats|new daily life)/);
      }
    },
  );
});
