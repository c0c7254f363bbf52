/**
 * `npm run admin -- <command>`: the owner's tools for an install (issue "Running your own install").
 *
 *   users                         every account: email, plan, goals, created
 *   set-plan <email> free|pro     change an account's plan
 *   delete-user <email>           delete an account: all its data, then the Cognito user
 *   export-user <email>           print the account's data as the user's own export (JSON)
 *
 * Against the local stack (`npm start`) by default — the ports and data folder `npm start` uses,
 * STRIDE_DYNAMO_PORT, STRIDE_COGNITO_PORT and STRIDE_DATA_DIR as it reads them — or against a deployed
 * stack with `--stack <name>` (Region and credentials from the usual AWS environment; the table and
 * the user pool from the stack's outputs).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import {
  AdminDeleteUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { ENV } from '../lambdas/env';

export class AdminError extends Error {
  override name = 'AdminError';
}

interface Target {
  tableName: string;
  userPoolId: string;
  dynamoEndpoint?: string;
  cognitoEndpoint?: string;
  label: string;
}

const ROOT = resolve(__dirname, '..');
const USAGE = `Usage: npm run admin -- [--stack <name>] <command>

  users                        every account: email, plan, goals, created
  set-plan <email> free|pro    change an account's plan
  delete-user <email>          delete an account: all its data, then its sign-in
  export-user <email>          print the account's data as JSON (the user's own export)`;

function localTarget(env: NodeJS.ProcessEnv): Target {
  const dataDir = env.STRIDE_DATA_DIR ?? join(ROOT, '.data');
  let pool: { userPoolId: string };
  try {
    pool = JSON.parse(readFileSync(join(dataDir, 'local-pool.json'), 'utf8')) as { userPoolId: string };
  } catch {
    throw new AdminError(`No local Stride in ${dataDir}. Start it with \`npm start\` first, or name a deployed one with --stack <name>.`);
  }
  return {
    tableName: 'stride',
    userPoolId: pool.userPoolId,
    dynamoEndpoint: `http://127.0.0.1:${env.STRIDE_DYNAMO_PORT ?? 8000}`,
    cognitoEndpoint: `http://127.0.0.1:${env.STRIDE_COGNITO_PORT ?? 9229}`,
    label: 'the local stack',
  };
}

async function deployedTarget(stackName: string): Promise<Target> {
  let outputs: Record<string, string>;
  try {
    const { Stacks = [] } = await new CloudFormationClient({}).send(new DescribeStacksCommand({ StackName: stackName }));
    outputs = Object.fromEntries((Stacks[0]?.Outputs ?? []).map((o) => [o.OutputKey!, o.OutputValue!]));
  } catch (error) {
    throw new AdminError(`Could not read the stack "${stackName}": ${(error as Error).message}`);
  }
  if (!outputs.TableName || !outputs.UserPoolId) {
    throw new AdminError(`The stack "${stackName}" is not a Stride stack of this version (it has no TableName and UserPoolId outputs).`);
  }
  return { tableName: outputs.TableName, userPoolId: outputs.UserPoolId, label: `the stack ${stackName}` };
}

const attribute = (user: UserType, name: string) => user.Attributes?.find((a) => a.Name === name)?.Value;

export async function runAdmin(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: (line: string) => void = console.log,
): Promise<void> {
  const args = [...argv];
  const at = args.indexOf('--stack');
  const stackName = at >= 0 ? args.splice(at, 2)[1] : undefined;
  if (at >= 0 && !stackName) throw new AdminError('--stack needs the name of a deployed Stride stack.');
  const [command, ...rest] = args;
  if (!command || !['users', 'set-plan', 'delete-user', 'export-user'].includes(command)) throw new AdminError(USAGE);

  const target = stackName ? await deployedTarget(stackName) : localTarget(env);
  // The store reads its table from the environment on first use, as a Lambda does.
  process.env[ENV.tableName] = target.tableName;
  if (target.dynamoEndpoint) process.env[ENV.dynamoEndpoint] = target.dynamoEndpoint;
  else delete process.env[ENV.dynamoEndpoint];
  if (!stackName) {
    // The local stand-ins take any region and key, and a newcomer's machine has no AWS configuration.
    process.env.AWS_REGION ??= 'eu-central-1';
    process.env.AWS_ACCESS_KEY_ID ??= 'local';
    process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  }
  const cognito = new CognitoIdentityProviderClient(target.cognitoEndpoint ? { endpoint: target.cognitoEndpoint } : {});
  // eslint-disable-next-line stride/no-restricted-dynamic-imports -- an operator’s reads and plan changes: each is one entity’s, with no use case around it.
  const { getProfile, setPlan } = await import('../lambdas/store/profile');

  const listUsers = async (filter?: string): Promise<UserType[]> => {
    const users: UserType[] = [];
    let token: string | undefined;
    do {
      const page = await cognito.send(
        new ListUsersCommand({ UserPoolId: target.userPoolId, PaginationToken: token, ...(filter && { Filter: filter }) }),
      );
      users.push(...(page.Users ?? []));
      token = page.PaginationToken;
    } while (token);
    return users;
  };
  const userByEmail = async (email: string | undefined) => {
    if (!email || !email.includes('@')) throw new AdminError(`${command} needs an email address.`);
    const wanted = email.trim().toLowerCase();
    const found = (await listUsers(`email = "${wanted.replace(/"/g, '')}"`)).filter((u) => attribute(u, 'email')?.toLowerCase() === wanted);
    if (!found.length) throw new AdminError(`No account with the email ${email} in ${target.label}.`);
    const user = found[0]!;
    return { username: user.Username!, identity: { userId: attribute(user, 'sub')!, email: wanted, name: attribute(user, 'name') ?? '' } };
  };

  switch (command) {
    case 'users': {
      const users = await listUsers();
      out(['email', 'plan', 'goals', 'created'].join('\t'));
      for (const user of users.sort((a, b) => (a.UserCreateDate?.getTime() ?? 0) - (b.UserCreateDate?.getTime() ?? 0))) {
        const profile = await getProfile({ userId: attribute(user, 'sub')!, email: attribute(user, 'email') ?? '', name: '' });
        out(
          [
            attribute(user, 'email') ?? user.Username,
            profile.plan,
            profile.goalCount,
            user.UserCreateDate?.toISOString().slice(0, 10) ?? '',
          ].join('\t'),
        );
      }
      return;
    }
    case 'set-plan': {
      const [email, plan] = rest;
      if (plan !== 'free' && plan !== 'pro') throw new AdminError('set-plan needs an email and a plan: free or pro.');
      const { identity } = await userByEmail(email);
      await setPlan(identity.userId, plan);
      out(`${identity.email} is now on ${plan === 'pro' ? 'Pro' : 'Free'}.`);
      return;
    }
    case 'delete-user': {
      const { username, identity } = await userByEmail(rest[0]);
      // DELETE /me's data step; the sign-in goes below, through Cognito, and no late sweep is asked for an account deleted whole here.
      const { deleteAllUserData } = await import('../lambdas/app/account/delete-data');
      // As DELETE /me: marked deleted (its tokens stop working), all data, then sign-in.
      const items = await deleteAllUserData(identity.userId);
      await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: target.userPoolId, Username: username }));
      await cognito.send(new AdminDeleteUserCommand({ UserPoolId: target.userPoolId, Username: username }));
      out(`Deleted ${identity.email}: ${items} items and the sign-in.`);
      return;
    }
    case 'export-user': {
      const { identity } = await userByEmail(rest[0]);
      const { exportUser } = await import('../lambdas/app/data/export');
      out(JSON.stringify(await exportUser(identity), null, 2));
      return;
    }
  }
}

if (require.main === module) {
  runAdmin(process.argv.slice(2)).catch((error: Error) => {
    console.error(error instanceof AdminError ? error.message : `admin: ${error.message}`);
    process.exit(1);
  });
}
