/**
 * `npm run owner -- set-password`: sets or changes the owner's one password, in the store the
 * server uses (DATA_DIR or DATABASE_URL, read exactly as `npm start` reads them). On a terminal
 * it asks twice without showing what is typed; from a pipe it reads one line. Changing the
 * password signs out every open session.
 */
import { loadConfig, ConfigError } from '../server/config.ts';
import { hashPassword, minPasswordLength, passwordProblem } from '../server/owner/owner-auth.ts';
import { openStore } from '../server/store/open-store.ts';

const usage = `Usage: npm run owner -- set-password

  Sets or changes the password of the shop owner's inbox (/owner), at least ${minPasswordLength} characters.
  On a terminal it asks for it twice without showing it; otherwise it reads one line from
  standard input, e.g.  echo 'correct horse battery' | npm run owner -- set-password
  It uses the same store as the server: DATA_DIR (default ./data) or DATABASE_URL.`;

class Cancelled extends Error {}

function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  let typed = '';
  return new Promise((resolve, reject) => {
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || char === '\u0004')
          return finish(new Cancelled('Cancelled: the password was not changed.'));
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPipedLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0];
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPipedLine();
  const first = await promptHidden(`New owner password (at least ${minPasswordLength} characters): `);
  const problem = passwordProblem(first);
  if (problem) return first;
  const second = await promptHidden('The same password again: ');
  if (first !== second)
    throw new Cancelled('The two passwords differ: nothing was changed. Please try again.');
  return first;
}

async function setPassword(): Promise<void> {
  const config = loadConfig(process.env);
  const password = await readPassword();
  const problem = passwordProblem(password);
  if (problem) throw new Cancelled(`${problem} Nothing was changed.`);
  const store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await store.owner.setPasswordHash(await hashPassword(password));
  } finally {
    await store.close();
  }
  const where = config.databaseUrl ? 'the PostgreSQL database' : `${config.dataDir}`;
  console.log(`The owner password is set (stored hashed in ${where}). Every open session was signed out.`);
  console.log('Sign in at /owner on the site.');
}

const [command, ...rest] = process.argv.slice(2);
if (command !== 'set-password' || rest.length > 0) {
  console.error(usage);
  process.exit(1);
}
try {
  await setPassword();
} catch (error) {
  console.error(error instanceof Cancelled || error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
